// Benchmark (not a test): what two builds of the extension add to ordinary page loads, weighed in one run.
// Three Debian Chromiums (build A, build B, no extension) load the same kind of benign pages, typed, through
// a link on another site's page (a new renderer process for the page) and through a server redirect, the
// order turning each page. For each build: DOMContentLoaded added over the
// browser without an extension (paired by page, medians and p95), and B − A page by page. Then, traced, the
// main-thread time each build's scripts take in each page (the guard before the page is parsed, the notice
// once it has loaded): DOMContentLoaded moves by more than a millisecond from load to load, the scripts'
// own time does not. JSON last.
//   npx tsx extension/bench/page-load-ab.ts <extension dir A> <extension dir B> [pages per path, default 40]
// Build each variant with `npx wxt build extension` and copy `extension/.output/chrome-mv3` aside first.
import type { BrowserContext, Page } from "@playwright/test";
import { startFakeWeb } from "../e2e-browser/support/fake-web.ts";
import { launchChromium, launchWithExtension } from "../e2e-browser/support/launch-extension.ts";
import { abArguments } from "./ab-arguments.ts";
import { type Paired, paired, type Spread, spread } from "./stats.ts";
import { benchSite, domContentLoadedMs } from "./timings.ts";

const { dirA, dirB, count: PAGES } = abArguments("page-load-ab.ts", "pages", 40);

const web = await startFakeWeb();
const a = await launchWithExtension(web, { dir: dirA });
const b = await launchWithExtension(web, { dir: dirB });
const plain = await launchChromium(web);
const pages = {
  a: await a.context.newPage(),
  b: await b.context.newPage(),
  none: await plain.context.newPage(),
};

type Visit = (page: Page, i: number, tag: string) => Promise<unknown>;
const visits: Record<string, Visit> = {
  typed: (page, i, tag) => page.goto(benchSite(`typed-${tag}`, i)),
  // A link clicked on another site's page: that page's own scripts, and each extension's, have run on it.
  link: async (page, i, tag) => {
    const target = benchSite(`linked-${tag}`, i);
    await page.goto(`https://links.example.com/?link=${encodeURIComponent(target)}`);
    await Promise.all([page.waitForURL(target), page.locator("#link").click()]);
  },
  redirect: (page, i, tag) =>
    page.goto(
      `https://hop${i}.short.example.net/__redirect?to=${encodeURIComponent(benchSite(`redirected-${tag}`, i))}`,
    ),
};

const figures: Record<string, { a: Paired; b: Paired; b_minus_a: Spread }> = {};
for (const [path, visit] of Object.entries(visits)) {
  const samples = { a: [] as number[], b: [] as number[], none: [] as number[] };
  for (let i = 0; i < PAGES; i++) {
    const order = (["a", "b", "none"] as const).slice();
    for (let turn = 0; turn < i % 3; turn++) order.push(order.shift() as (typeof order)[number]);
    for (const key of order) {
      // Each browser its own host names, so none finds another's pages in a cache.
      await visit(pages[key], i, key);
      samples[key].push(await domContentLoadedMs(pages[key]));
    }
  }
  const added = { a: paired(samples.a, samples.none), b: paired(samples.b, samples.none) };
  // B against A page by page (the same page number, loaded back to back).
  const bMinusA = paired(samples.b, samples.a).added;
  figures[path] = { ...added, b_minus_a: bMinusA };
  console.log(
    `${path}: DOMContentLoaded added, A ${added.a.added.median} ms (p95 ${added.a.added.p95}), B ${added.b.added.median} ms (p95 ${added.b.added.p95}); B − A ${bMinusA.median} ms`,
  );
}
interface TraceEvent {
  readonly ph: string;
  readonly name: string;
  readonly dur?: number;
  readonly args?: { readonly data?: { readonly url?: string } };
}

/** Tracing on in one browser: the pages it loads, and each extension script's evaluation time per page. */
async function tracer(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", { categories: "devtools.timeline", transferMode: "ReportEvents" });
  return {
    page,
    async stop() {
      const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await complete;
      await page.close();
      const times = (script: string) =>
        events
          .filter(
            (e) => e.ph === "X" && e.name === "EvaluateScript" && e.args?.data?.url?.endsWith(`/${script}`),
          )
          .map((e) => (e.dur ?? 0) / 1000);
      return { guard: spread(times("guard.js")), notice: spread(times("visa-form-notice.js")) };
    },
  };
}

const traced = { a: await tracer(a.context), b: await tracer(b.context) };
for (let i = 0; i < PAGES; i++) {
  for (const key of i % 2 === 0 ? (["a", "b"] as const) : (["b", "a"] as const)) {
    const { page } = traced[key];
    await page.goto(benchSite(`traced-${key}`, i));
    await page.waitForLoadState("load");
    // The notice runs once the page is idle.
    await page.waitForTimeout(100);
  }
}
const scripts = { a: await traced.a.stop(), b: await traced.b.stop() };
console.log(
  `main-thread time per page: guard A ${scripts.a.guard.median} ms, B ${scripts.b.guard.median} ms; notice A ${scripts.a.notice.median} ms, B ${scripts.b.notice.median} ms`,
);
await a.close();
await b.close();
await plain.context.close();
await web.close();
console.log(JSON.stringify({ pages_per_path: PAGES, a: dirA, b: dirB, dcl_ms: figures, script_ms: scripts }));
