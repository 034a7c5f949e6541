// Benchmark (not a test): what the extension costs benign pages and how fast it stops fakes, measured in
// Debian's Chromium with the built extension against the same Chromium without it, interleaved page by
// page in one run (figures are paired: each page loaded with and without, back to back, the order
// alternating). A third browser carries a reference extension that does nothing (reference-extension.ts):
// its figures are the floor of any extension of this shape, so what lies above it is Entryguard's own.
// Prints readable lines, then one JSON line last. Run with `npm run bench:extension`.
// BENCH_PAGES (default 30) sets the pages per path; the cold paths use a third of it.
import { statSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { startFakeWeb } from "../e2e-browser/support/fake-web.ts";
import {
  extensionDir,
  launchChromium,
  launchWithExtension,
} from "../e2e-browser/support/launch-extension.ts";
import {
  currentWorker,
  releaseWorkerControl,
  stopServiceWorkers,
} from "../e2e-browser/support/worker-control.ts";
import { VERDICT_MEASURE, WORKER_STARTED_MARK } from "../services/timing/marks.ts";
import { REFERENCE_STARTED_MARK, writeReferenceExtension } from "./reference-extension.ts";
import { paired, spread } from "./stats.ts";
import { benchSite, domContentLoadedMs, warningShownAfter, workerEntryEndMs } from "./timings.ts";
import { newsHosts, TABS, weighTabs } from "./weigh-tabs.ts";

const PAGES = Number(process.env.BENCH_PAGES ?? 30);
// What else the machine was doing when the run began (its one-minute load average, before any browser of
// this run started): figures from a busy machine are slower throughout, the reference extension's too.
const machine = {
  cores: availableParallelism(),
  load_average_before: Math.round((loadavg()[0] ?? 0) * 100) / 100,
};
const COLD = Math.max(5, Math.round(PAGES / 3));
const MEMORY_ROUNDS = 4;

const web = await startFakeWeb();
const ext = await launchWithExtension(web);
const plain = await launchChromium(web);
const referenceDir = writeReferenceExtension();
const reference = await launchChromium(web, [
  `--disable-extensions-except=${referenceDir}`,
  `--load-extension=${referenceDir}`,
]);
const referenceWorker =
  reference.context.serviceWorkers()[0] ?? (await reference.context.waitForEvent("serviceworker"));
const referenceId = new URL(referenceWorker.url()).host;
const extPage = await ext.context.newPage();
const plainPage = await plain.context.newPage();
const referencePage = await reference.context.newPage();

type Visit = (page: Page, i: number) => Promise<void>;

const visits: Record<string, Visit> = {
  typed: (page, i) => page.goto(benchSite("typed", i)).then(() => undefined),
  link: async (page, i) => {
    await page.goto(`https://links.example.com/?link=${encodeURIComponent(benchSite("linked", i))}`);
    await Promise.all([page.waitForURL(benchSite("linked", i)), page.locator("#link").click()]);
  },
  // A server redirect (a short link, a click tracker) to a host the browser has not seen before.
  redirect: (page, i) =>
    page
      .goto(
        `https://hop${i}.short.example.net/__redirect?to=${encodeURIComponent(benchSite("redirected", i))}`,
      )
      .then(() => undefined),
};
// The same redirects again: a host seen before, reached the same way.
visits.repeat = visits.redirect as Visit;

/**
 * One path, A/B interleaved: each page with the extension, without, and with the reference extension, the
 * order turning. `before` runs before the visit of each browser with an extension (the cold path stops its
 * worker there).
 */
async function pathFigures(visit: Visit, count: number, before?: (context: BrowserContext) => Promise<void>) {
  const withExt: number[] = [];
  const without: number[] = [];
  const withReference: number[] = [];
  for (let i = 0; i < count; i++) {
    const runs: Array<[Page, number[], BrowserContext | null]> = [
      [extPage, withExt, ext.context],
      [plainPage, without, null],
      [referencePage, withReference, reference.context],
    ];
    for (let turn = 0; turn < i % 3; turn++) runs.push(runs.shift() as (typeof runs)[number]);
    for (const [page, into, context] of runs) {
      if (context && before) await before(context);
      await visit(page, i);
      into.push(await domContentLoadedMs(page));
    }
  }
  return { ours: paired(withExt, without), reference: paired(withReference, without) };
}

const stopWorker = () => stopServiceWorkers(ext.context);
const dclPaths = {
  typed: await pathFigures(visits.typed as Visit, PAGES),
  link: await pathFigures(visits.link as Visit, PAGES),
  redirect: await pathFigures(visits.redirect as Visit, PAGES),
  repeat: await pathFigures(visits.repeat as Visit, PAGES),
  cold_worker: await pathFigures(
    (page, i) => page.goto(benchSite("cold", i)).then(() => undefined),
    COLD,
    stopServiceWorkers,
  ),
};
await releaseWorkerControl(reference.context);
const dclFigures = Object.fromEntries(Object.entries(dclPaths).map(([path, f]) => [path, f.ours]));
const referenceDcl = Object.fromEntries(Object.entries(dclPaths).map(([path, f]) => [path, f.reference]));

const coldVerdict: number[] = [];
const coldStarted: number[] = [];
const toWarning = { cold: [] as number[], warm: [] as number[] };
const fakeHosts: string[] = [];

const fakeUrl = (i: number, state: string) =>
  [
    `https://evisa-turkey-${state}${i}.com/apply`,
    `https://evisa-gov-tr-${state}${i}.com/`,
    `https://${state}${i}.indianvisaonline.gov.in.apply-now.com/`,
  ][i % 3] as string;

for (let i = 0; i < COLD; i++) {
  await stopWorker();
  const url = fakeUrl(i, "cold");
  fakeHosts.push(new URL(url).hostname);
  toWarning.cold.push(await warningShownAfter(extPage, ext, url));
  coldVerdict.push(await workerEntryEndMs(ext.context, ext.extensionId, VERDICT_MEASURE));
  coldStarted.push(await workerEntryEndMs(ext.context, ext.extensionId, WORKER_STARTED_MARK));
}
// The reference worker, woken the same way (a navigation its filter names), to its first statement.
const referenceStarted: number[] = [];
for (let i = 0; i < COLD; i++) {
  await stopServiceWorkers(reference.context);
  await referencePage.goto(`https://visa-wake${i}.example.org/`);
  referenceStarted.push(await workerEntryEndMs(reference.context, referenceId, REFERENCE_STARTED_MARK));
}
await releaseWorkerControl(reference.context);
for (let i = 0; i < PAGES; i++) {
  // Wakes the worker if it idled out, so the navigation meets a running one.
  await (await currentWorker(ext.context, ext.extensionId)).evaluate(() => 0).catch(() => undefined);
  const url = fakeUrl(i, "warm");
  fakeHosts.push(new URL(url).hostname);
  toWarning.warm.push(await warningShownAfter(extPage, ext, url));
}
/** Opening the popup (as a tab): navigation start → everything on screen, in the popup's own clock. */
const popupOpen: number[] = [];
for (let i = 0; i < 10; i++) {
  const popup = await ext.context.newPage();
  await popup.goto(`chrome-extension://${ext.extensionId}/popup.html`);
  popupOpen.push(
    await popup.evaluate(async () => {
      for (let t = 0; t < 200; t++) {
        const ready = performance.getEntriesByName("entryguard-popup-ready")[0];
        if (ready) return ready.startTime;
        await new Promise((r) => setTimeout(r, 10));
      }
      // A build without the mark: the load event is the nearest figure.
      return (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd;
    }),
  );
  await popup.close();
}

const fakeBeacons = () => web.beacons.filter((h) => fakeHosts.includes(h)).length;
const withBeacons = fakeBeacons();
// The same fakes without the extension: their scripts run (the beacon counter works).
for (const host of fakeHosts) await plainPage.goto(`https://${host}/`);
await new Promise((r) => setTimeout(r, 500));
const fakeScripts = {
  with: withBeacons,
  without: fakeBeacons() - withBeacons,
  navigations: fakeHosts.length,
};

/** The tabs of one memory figure, in one browser (hosts of their own for each round). */
const tabsMemoryMb = (context: BrowserContext, profileDir: string, round: number) =>
  weighTabs(context, profileDir, newsHosts(`tab${round}`));

/**
 * Memory in the two states a traveller's browser is in. Asleep: ordinary pages never wake the service
 * worker (the navigation filters), so after its idle timeout the extension keeps no process of its own and
 * only the in-page guard weighs on the tabs. Awake: within 30 s of the extension's own work (a warning, the
 * popup), when its process (service worker, extension pages) holds the registry index.
 */
async function memoryRounds(awake: boolean) {
  const figures = {
    with: [] as number[],
    without: [] as number[],
    extension: [] as number[],
    reference: [] as number[],
  };
  for (let round = 0; round < MEMORY_ROUNDS; round++) {
    if (awake) {
      // A visa word in the host wakes the worker through its navigation filter, as a traveller's would.
      await extPage.goto(`https://visa-online-services-wake${round}.com/`);
      await currentWorker(ext.context, ext.extensionId);
      await referencePage.goto(`https://visa-online-services-wake${round}.com/`);
      await currentWorker(reference.context, referenceId);
    } else {
      for (const context of [ext.context, reference.context]) {
        await stopServiceWorkers(context);
        await releaseWorkerControl(context);
      }
    }
    const weighed = await tabsMemoryMb(ext.context, ext.profileDir, awake ? round + MEMORY_ROUNDS : round);
    figures.with.push(weighed.total);
    figures.extension.push(weighed.extension);
    figures.without.push((await tabsMemoryMb(plain.context, plain.profileDir, round)).total);
    figures.reference.push(
      (await tabsMemoryMb(reference.context, reference.profileDir, awake ? round + MEMORY_ROUNDS : round))
        .total,
    );
  }
  return figures;
}
// No extension page stays open (the last warning): its process would count as the extension's.
await extPage.goto("https://news.example.com/");
await referencePage.goto("https://news.example.com/");
const asleep = await memoryRounds(false);
const awake = await memoryRounds(true);
await releaseWorkerControl(ext.context);

await ext.close();
await plain.context.close();
await reference.context.close();
await web.close();

const figures = {
  machine,
  pages_per_path: PAGES,
  cold_samples: COLD,
  dcl_ms: dclFigures,
  // Worker asleep, as ordinary browsing leaves it; then awake. `extension_processes`: of the whole browser
  // with the extension, its own processes (service worker, extension pages).
  memory_mb_15_tabs_via_redirects: paired(asleep.with, asleep.without),
  memory_mb_extension_processes: spread(asleep.extension),
  memory_mb_15_tabs_worker_awake: paired(awake.with, awake.without),
  memory_mb_extension_processes_worker_awake: spread(awake.extension),
  worker_cold_to_first_verdict_ms: spread(coldVerdict),
  // From the worker's start to its own first statement: loading and evaluating the bundle.
  worker_cold_to_first_statement_ms: spread(coldStarted),
  navigation_to_warning_ms: { cold: spread(toWarning.cold), warm: spread(toWarning.warm) },
  fake_page_scripts_run: fakeScripts,
  popup_open_ms: spread(popupOpen),
  // Bytes of script the extension injects into every page (none once the rules carry the whole guard).
  guard_script_bytes: statSync(join(extensionDir, "guard.js"), { throwIfNoEntry: false })?.size ?? 0,
  // The same figures for the reference extension that does nothing: the floor of this kind of extension.
  reference_empty_extension: {
    dcl_ms: referenceDcl,
    memory_mb_15_tabs_via_redirects: paired(asleep.reference, asleep.without),
    memory_mb_15_tabs_worker_awake: paired(awake.reference, awake.without),
    worker_cold_to_first_statement_ms: spread(referenceStarted),
  },
  targets: {
    dcl_added_median_ms: 3,
    dcl_added_p95_ms: 10,
    memory_added_mb: 15,
    worker_cold_to_first_verdict_ms: 30,
    warning_cold_median_ms: 150,
    fake_page_scripts_run: 0,
    popup_open_ms: 100,
  },
};
for (const [path, f] of Object.entries(dclPaths))
  console.log(
    `DOMContentLoaded ${path}: ${f.ours.with.median} ms with, ${f.ours.without.median} ms without, added median ${f.ours.added.median} ms, p95 ${f.ours.added.p95} ms (${f.ours.added.n} pairs); reference extension added median ${f.reference.added.median} ms, p95 ${f.reference.added.p95} ms`,
  );
console.log(
  `memory, ${TABS} tabs via redirects, worker asleep: ${figures.memory_mb_15_tabs_via_redirects.added.median} MB added (${figures.memory_mb_extension_processes.median} MB in the extension's own processes)`,
);
console.log(
  `memory, ${TABS} tabs via redirects, worker awake: ${figures.memory_mb_15_tabs_worker_awake.added.median} MB added (${figures.memory_mb_extension_processes_worker_awake.median} MB in the extension's own processes)`,
);
console.log(
  `memory, ${TABS} tabs, reference extension: ${figures.reference_empty_extension.memory_mb_15_tabs_via_redirects.added.median} MB added asleep, ${figures.reference_empty_extension.memory_mb_15_tabs_worker_awake.added.median} MB awake`,
);
console.log(
  `service worker cold → first statement: median ${figures.worker_cold_to_first_statement_ms.median} ms (reference extension ${figures.reference_empty_extension.worker_cold_to_first_statement_ms.median} ms); → first verdict: median ${figures.worker_cold_to_first_verdict_ms.median} ms`,
);
console.log(
  `navigation → warning page: cold median ${figures.navigation_to_warning_ms.cold.median} ms, warm median ${figures.navigation_to_warning_ms.warm.median} ms`,
);
console.log(`popup open: median ${figures.popup_open_ms.median} ms`);
console.log(`fake pages' scripts run: ${fakeScripts.with} of ${fakeScripts.navigations} (without: all)`);
console.log(
  `machine: ${machine.cores} cores, load average ${machine.load_average_before} before the run${machine.load_average_before > machine.cores / 2 ? " (busy: compare with the reference extension, not with other runs)" : ""}`,
);
console.log(JSON.stringify(figures));
