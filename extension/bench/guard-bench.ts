// Benchmark (not a test): how fast the guard shows its warning, whether any fake page's script ran, how
// long core's verdict takes inside the extension, what the guard costs benign pages, and the bundle size.
// Prints readable lines, then one JSON line last. Run with `npm run bench:extension` (it builds first).
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { navigate, waitForWarning } from "../e2e-browser/support/extension-pages.ts";
import { startFakeWeb } from "../e2e-browser/support/fake-web.ts";
import { extensionDir, launchWithExtension } from "../e2e-browser/support/launch-extension.ts";

const NAVIGATIONS = 60;
const BENIGN_PAGES = 30;

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

const round = (x: number) => Math.round(x * 10) / 10;

function folderBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);
}

/**
 * Time from the page's response to its parser reaching the end: where a document_start guard shows up.
 * With `viaRedirect` each page is reached through a server redirect, so the background never saw its host
 * before it loaded and the content-script guard has to judge it in the page.
 */
async function parseTimes(context: BrowserContext, prefix: string, viaRedirect = false): Promise<number[]> {
  const page = await context.newPage();
  const times: number[] = [];
  for (let i = 0; i < BENIGN_PAGES; i++) {
    const url = `https://${prefix}${i}.example.com/`;
    await page.goto(
      viaRedirect ? `https://hop${i}.example.net/__redirect?to=${encodeURIComponent(url)}` : url,
    );
    times.push(
      await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return nav.domInteractive - nav.responseEnd;
      }),
    );
  }
  await page.close();
  return times;
}

async function shownAfter(page: Page, startedAt: number): Promise<number> {
  const shownAt = await page.evaluate(() => {
    const mark = performance.getEntriesByName("entryguard-warning-shown")[0];
    return mark ? performance.timeOrigin + mark.startTime : Number.NaN;
  });
  return shownAt - startedAt;
}

const web = await startFakeWeb();
const ext = await launchWithExtension(web);
const page = await ext.context.newPage();
const toWarning: number[] = [];
const fakeHosts = new Set<string>();
for (let i = 0; i < NAVIGATIONS; i++) {
  const host = [
    `evisa-turkey-b${i}.com`,
    `evisa-gov-tr-b${i}.com`,
    `b${i}.indianvisaonline.gov.in.apply-now.com`,
  ][i % 3];
  fakeHosts.add(host as string);
  const startedAt = Date.now();
  await navigate(page, `https://${host}/apply`);
  await waitForWarning(page, ext);
  toWarning.push(await shownAfter(page, startedAt));
}
const verdictMs = await ext.worker.evaluate(() =>
  performance.getEntriesByName("entryguard-verdict").map((e) => e.duration),
);
const withGuardFirst = await parseTimes(ext.context, "first");
const withGuardRepeat = await parseTimes(ext.context, "first");
const withGuardJudging = await parseTimes(ext.context, "redirected", true);
await ext.close();

const plain = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "entryguard-plain-")), {
  executablePath: "/usr/bin/chromium",
  headless: true,
  ignoreHTTPSErrors: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    `--host-resolver-rules=MAP *:80 127.0.0.1:${web.httpPort}, MAP *:443 127.0.0.1:${web.httpsPort}, EXCLUDE localhost`,
  ],
});
const withoutExtension = await parseTimes(plain, "plain");
await plain.close();
const beacons = web.beacons.filter((h) => fakeHosts.has(h)).length;
await web.close();

const firefoxDir = join(extensionDir, "..", "firefox-mv3");
const figures = {
  navigations: NAVIGATIONS,
  warning_median_ms: round(quantile(toWarning, 0.5)),
  warning_p95_ms: round(quantile(toWarning, 0.95)),
  beacons,
  verdict_median_ms: round(quantile(verdictMs, 0.5)),
  verdict_p95_ms: round(quantile(verdictMs, 0.95)),
  verdicts_measured: verdictMs.length,
  benign_parse_median_ms_without_extension: round(quantile(withoutExtension, 0.5)),
  benign_parse_median_ms_first_visit: round(quantile(withGuardFirst, 0.5)),
  benign_parse_median_ms_repeat_visit: round(quantile(withGuardRepeat, 0.5)),
  benign_parse_median_ms_guard_judging: round(quantile(withGuardJudging, 0.5)),
  chrome_bundle_bytes: folderBytes(extensionDir),
  guard_script_bytes: statSync(join(extensionDir, "guard.js")).size,
  firefox_bundle_bytes: folderBytes(firefoxDir),
  targets: { warning_median_ms: 200, beacons: 0 },
};
console.log(
  `navigation start → warning visible: median ${figures.warning_median_ms} ms, p95 ${figures.warning_p95_ms} ms over ${NAVIGATIONS} navigations`,
);
console.log(`fake pages' beacons: ${beacons}`);
console.log(
  `core verdict in the service worker: median ${figures.verdict_median_ms} ms, p95 ${figures.verdict_p95_ms} ms`,
);
console.log(
  `benign page, response → parsed: ${figures.benign_parse_median_ms_without_extension} ms without the extension, ${figures.benign_parse_median_ms_first_visit} ms first visit, ${figures.benign_parse_median_ms_repeat_visit} ms repeat visit, ${figures.benign_parse_median_ms_guard_judging} ms when the guard judges it in the page (host first seen after a redirect)`,
);
console.log(
  `bundle: Chrome ${figures.chrome_bundle_bytes} B (guard script ${figures.guard_script_bytes} B), Firefox ${figures.firefox_bundle_bytes} B`,
);
console.log(JSON.stringify(figures));
