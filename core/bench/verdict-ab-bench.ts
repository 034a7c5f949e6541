// The verdict's cost against an earlier commit, interleaved in one run:
//   npx tsx core/bench/verdict-ab-bench.ts [<git ref>, default HEAD]
// Extracts the ref's `core/src` under node_modules/.cache (so it resolves the same dependencies), builds
// both verifiers from the real registry and times every input of the mixed corpus with each in turn.
// Prints the medians per verdict and their ratio; last line: JSON.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadSnapshot } from "@entryguard/registry";
import { createVerifier as createAfter } from "../src/index.ts";
import { readAllBenign, readLookalikes, readRealWorld } from "./corpus/corpus-files.ts";

const ref = process.argv[2] ?? "HEAD";
const root = fileURLToPath(new URL("../../", import.meta.url));
const dir = `${root}node_modules/.cache/entryguard/verdict-ab/${ref.replace(/[^\w.-]/g, "_")}`;
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
execFileSync("sh", ["-c", `git -C "${root}" archive "${ref}" core/src | tar -x -C "${dir}"`]);
const before = (await import(`${dir}/core/src/index.ts`)) as { createVerifier: typeof createAfter };

const snapshot = await loadSnapshot();
const verifiers = { before: before.createVerifier(snapshot), after: createAfter(snapshot) };
const inputs = [
  ...readRealWorld().map((f) => f.host),
  ...readLookalikes().map((s) => s.host),
  ...readAllBenign().map((b) => b.host),
];

let sink = 0;
function micros(verifier: typeof verifiers.after, input: string, repeat: number): number {
  const start = performance.now();
  for (let i = 0; i < repeat; i++) if (verifier.verify(input).ok) sink += 1;
  return ((performance.now() - start) * 1000) / repeat;
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const round = (n: number) => Math.round(n * 100) / 100;

for (const input of inputs) micros(verifiers.before, input, 3) + micros(verifiers.after, input, 3);
const times = { before: [] as number[], after: [] as number[] };
for (const [i, input] of inputs.entries()) {
  // Alternate which one runs first, so neither always meets a warmer cache.
  const order = i % 2 === 0 ? (["before", "after"] as const) : (["after", "before"] as const);
  for (const which of order) times[which].push(micros(verifiers[which], input, 20));
}
const ratios = inputs.map((_, i) => (times.after[i] as number) / (times.before[i] as number));
const figures = {
  ref,
  inputs: inputs.length,
  median_before_us: round(median(times.before)),
  median_after_us: round(median(times.after)),
  median_ratio_after_to_before: round(median(ratios)),
  sink: sink % 7,
};
console.log(
  `median verdict ${figures.median_before_us} µs at ${ref}, ${figures.median_after_us} µs now (median ratio ${figures.median_ratio_after_to_before}) over ${inputs.length} inputs`,
);
console.log(JSON.stringify(figures));
