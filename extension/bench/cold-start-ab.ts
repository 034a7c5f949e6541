// Benchmark (not a test): two builds of the extension, each in its own Debian Chromium, woken cold by a
// navigation to a fake, round after round with the order turning. For each: when the worker's first
// statement ran and its first verdict ended (its own clock), and when the warning page showed (from the
// navigation). Medians and p95, the ratio of B's medians to A's, JSON last.
//   npx tsx extension/bench/cold-start-ab.ts <extension dir A> <extension dir B> [rounds, default 20]
// Build each variant with `npx wxt build extension` and copy `extension/.output/chrome-mv3` aside first.
import { startFakeWeb } from "../e2e-browser/support/fake-web.ts";
import { type ExtensionBrowser, launchWithExtension } from "../e2e-browser/support/launch-extension.ts";
import { stopServiceWorkers } from "../e2e-browser/support/worker-control.ts";
import { VERDICT_MEASURE, WORKER_STARTED_MARK } from "../services/timing/marks.ts";
import { abArguments } from "./ab-arguments.ts";
import { round, type Spread, spread } from "./stats.ts";
import { warningShownAfter, workerEntryEndMs } from "./timings.ts";

const { dirA, dirB, count: ROUNDS } = abArguments("cold-start-ab.ts", "rounds", 20);

interface Figures {
  readonly dir: string;
  readonly started_ms: Spread;
  readonly first_verdict_ms: Spread;
  readonly warning_ms: Spread;
}

interface Samples {
  started: number[];
  verdict: number[];
  warning: number[];
}

const web = await startFakeWeb();
const variants = await Promise.all(
  [dirA, dirB].map(async (dir) => {
    const ext = await launchWithExtension(web, { dir });
    const samples: Samples = { started: [], verdict: [], warning: [] };
    return { dir, ext, page: await ext.context.newPage(), samples };
  }),
);

/** One cold wake: stop the worker, navigate to a fake the worker has never seen, wait for the warning. */
async function coldWake(ext: ExtensionBrowser, page: (typeof variants)[0]["page"], url: string, s: Samples) {
  await stopServiceWorkers(ext.context);
  s.warning.push(await warningShownAfter(page, ext, url));
  s.verdict.push(await workerEntryEndMs(ext.context, ext.extensionId, VERDICT_MEASURE));
  s.started.push(await workerEntryEndMs(ext.context, ext.extensionId, WORKER_STARTED_MARK));
}

for (let i = 0; i < ROUNDS; i++) {
  const order = i % 2 === 0 ? variants : [...variants].reverse();
  for (const [v, variant] of order.entries())
    await coldWake(variant.ext, variant.page, `https://evisa-turkey-ab${i}x${v}.com/apply`, variant.samples);
}

const [a, b] = variants.map((v) => ({
  dir: v.dir,
  started_ms: spread(v.samples.started),
  first_verdict_ms: spread(v.samples.verdict),
  warning_ms: spread(v.samples.warning),
})) as [Figures, Figures];
const ratio = (key: "started_ms" | "first_verdict_ms" | "warning_ms") =>
  round((100 * (b[key].median ?? Number.NaN)) / (a[key].median ?? Number.NaN));
for (const f of [a, b])
  console.log(
    `${f.dir}: first statement ${f.started_ms.median} ms, first verdict ${f.first_verdict_ms.median} ms (p95 ${f.first_verdict_ms.p95}), warning ${f.warning_ms.median} ms (p95 ${f.warning_ms.p95})`,
  );
console.log(
  JSON.stringify({
    rounds: ROUNDS,
    a,
    b,
    b_over_a_percent: {
      started: ratio("started_ms"),
      first_verdict: ratio("first_verdict_ms"),
      warning: ratio("warning_ms"),
    },
  }),
);
for (const v of variants) await v.ext.close();
await web.close();
