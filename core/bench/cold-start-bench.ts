// What a waking service worker pays before its first verdict, in fresh Node processes:
//   npx tsx core/bench/cold-start-bench.ts [<git ref> to compare with, default: none] [runs, default 9]
// Each run is a new process (a cold module graph and JIT, as a worker that wakes): it times
// createVerifier, the first verdict on an ordinary host and the first on a host with a visa word, both
// computing everything and restoring from the prepared form (`prepareDetection`, as the extension bundles
// it; its JSON.parse is counted). A third kind of run times each step of building the detection context,
// one after the other, so the cost shows where it is. With a ref, its `core/src` is extracted under node_modules/.cache and its runs alternate
// with this tree's. Medians over the runs; last line: JSON.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(import.meta.url);
const root = fileURLToPath(new URL("../../", import.meta.url));
const [ref, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 9);
const preparedFile = `${root}node_modules/.cache/entryguard/cold-start/prepared.json`;

/** One child: prints a JSON object of milliseconds. */
function child(mode: "total" | "prepared" | "steps", src: string): Record<string, number> {
  const out = execFileSync(process.execPath, [...process.execArgv, here, "--child", mode, src], {
    cwd: root,
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").pop() as string) as Record<string, number>;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const round = (n: number) => Math.round(n * 10) / 10;

function medians(samples: Record<string, number>[]): Record<string, number> {
  const keys = Object.keys(samples[0] ?? {});
  return Object.fromEntries(keys.map((k) => [k, round(median(samples.map((s) => s[k] as number)))]));
}

async function parent(): Promise<void> {
  const current = `${root}core/src`;
  let before: string | undefined;
  if (ref) {
    const dir = `${root}node_modules/.cache/entryguard/cold-start/${ref.replace(/[^\w.-]/g, "_")}`;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync("sh", ["-c", `git -C "${root}" archive "${ref}" core/src | tar -x -C "${dir}"`]);
    before = `${dir}/core/src`;
  }
  const { loadSnapshot } = await import("@entryguard/registry");
  const { prepareDetection } = await import("../src/index.ts");
  mkdirSync(`${root}node_modules/.cache/entryguard/cold-start`, { recursive: true });
  writeFileSync(preparedFile, JSON.stringify(prepareDetection(loadSnapshot())));
  const prepared: Record<string, number>[] = [];
  const now: Record<string, number>[] = [];
  const then: Record<string, number>[] = [];
  const steps: Record<string, number>[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternate which one runs first, so neither always follows the other's warm file cache.
    if (before && i % 2 === 1) then.push(child("total", before));
    now.push(child("total", current));
    if (before && i % 2 === 0) then.push(child("total", before));
    prepared.push(child("prepared", current));
    steps.push(child("steps", current));
  }
  const figures: Record<string, unknown> = {
    runs,
    now: medians(now),
    prepared: medians(prepared),
    prepared_json_kb: Math.round(readFileSync(preparedFile).length / 1024),
    now_steps: medians(steps),
  };
  if (before) {
    const b = medians(then);
    figures.ref = ref;
    figures.before = b;
    const n = figures.now as Record<string, number>;
    figures.ratio_now_to_before = Object.fromEntries(
      Object.keys(n).map((k) => [k, Math.round(((n[k] as number) / (b[k] as number)) * 100) / 100]),
    );
  }
  for (const kind of ["now", "prepared"] as const) {
    const n = figures[kind] as Record<string, number>;
    console.log(
      `${kind}: createVerifier ${n.create_ms} ms, first ordinary verdict ${n.first_ordinary_ms} ms, first visa-word verdict ${n.first_visa_word_ms} ms, to first verdict ${n.to_first_verdict_ms} ms (medians of ${runs} cold processes)`,
    );
  }
  console.log(JSON.stringify(figures));
}

/** Hosts a waking worker might meet first: an ordinary one, then one with a visa word. */
const ORDINARY = "https://www.bbc.co.uk/news";
const VISA_WORD = "https://turkey-evisa-apply.com/";

async function total(src: string, withPrepared: boolean): Promise<void> {
  const { loadSnapshot } = await import("@entryguard/registry");
  const snapshot = loadSnapshot();
  const json = withPrepared ? readFileSync(preparedFile, "utf8") : "";
  let t = performance.now();
  const core = (await import(`${src}/index.ts`)) as typeof import("../src/index.ts");
  const importMs = performance.now() - t;
  t = performance.now();
  const verifier = withPrepared
    ? core.createVerifier(snapshot, undefined, JSON.parse(json))
    : core.createVerifier(snapshot);
  const createMs = performance.now() - t;
  t = performance.now();
  verifier.verify(ORDINARY);
  const ordinaryMs = performance.now() - t;
  t = performance.now();
  verifier.verify(VISA_WORD);
  const visaMs = performance.now() - t;
  console.log(
    JSON.stringify({
      import_ms: importMs,
      create_ms: createMs,
      first_ordinary_ms: ordinaryMs,
      first_visa_word_ms: visaMs,
      to_first_verdict_ms: createMs + ordinaryMs,
    }),
  );
}

async function steps(): Promise<void> {
  const { loadSnapshot } = await import("@entryguard/registry");
  const snapshot = loadSnapshot();
  const { buildPortalIndex } = await import("../src/snapshot/portal-index.ts");
  const { portalTargets, portalNames, indexNames, sharedNames } = await import(
    "../src/detectors/targets/portal-targets.ts"
  );
  const { buildTypoIndex } = await import("../src/detectors/targets/typo-index.ts");
  const { buildPrecisionGuard, governmentSuffixes } = await import(
    "../src/detectors/guards/precision-guards.ts"
  );
  const { skeleton } = await import("../src/detectors/confusables/skeleton.ts");
  const { buildDetectionContext } = await import("../src/detectors/detection-context.ts");
  const { registryRoles } = await import("../src/snapshot/registry-roles.ts");
  const { defaultDetectors } = await import("../src/detectors/default-detectors.ts");
  const out: Record<string, number> = {};
  const time = <T>(key: string, step: () => T): T => {
    const t = performance.now();
    const value = step();
    out[key] = performance.now() - t;
    return value;
  };
  const portals = time("portal_index_ms", () => buildPortalIndex(snapshot));
  const targets = time("targets_ms", () => portalTargets(portals));
  const names = time("names_ms", () => portalNames(targets));
  time("name_index_and_skeletons_ms", () => indexNames(names));
  time("host_skeletons_ms", () => targets.map((t) => skeleton(t.host)));
  time("typo_index_ms", () => buildTypoIndex(names));
  time("shared_names_ms", () => sharedNames(targets));
  time("precision_guard_ms", () => buildPrecisionGuard(governmentSuffixes(snapshot.countries), portals));
  time("registry_roles_ms", () => registryRoles(snapshot));
  // The rest of the context (visa-word test, government bodies, tlds): its whole cost minus the above.
  const context = time("context_again_ms", () => buildDetectionContext(snapshot, portals));
  time("detectors_create_ms", () => defaultDetectors.map((d) => d.create(context)));
  time("word_list_ms", () => context.words);
  console.log(JSON.stringify(out));
}

if (process.argv[2] === "--child") {
  if (process.argv[3] === "steps") await steps();
  else await total(process.argv[4] as string, process.argv[3] === "prepared");
} else await parent();
