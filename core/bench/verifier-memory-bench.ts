// Benchmark (not a test): the heap a verifier holds, step by step, as a woken service worker builds it: the
// snapshot and the verifier, then what the first host with a visa word adds (the segmenting word list), then
// what a host with a visa word and no country adds (the misspelt-name index). Medians of fresh processes
// would add nothing: the figures are heap sizes after a full collection, the same on every run.
//   npm run bench:memory    (node --expose-gc --import tsx core/bench/verifier-memory-bench.ts)
import { loadSnapshot } from "@entryguard/registry";
import { createVerifier } from "../src/index.ts";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error("run with node --expose-gc (npm run bench:memory)");
  process.exit(2);
}
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => Math.round(bytes / 1e4) / 100;

const start = heap();
const verifier = createVerifier(loadSnapshot());
verifier.verify("example.org");
const built = heap();
verifier.verify("evisa-turkey.com");
const words = heap();
verifier.verify("visa-online-services.com");
const misspellings = heap();
const figures = {
  snapshot_and_verifier_mb: mb(built - start),
  word_list_mb: mb(words - built),
  misspelling_index_mb: mb(misspellings - words),
  total_mb: mb(misspellings - start),
};
console.log(
  `snapshot and verifier ${figures.snapshot_and_verifier_mb} MB, + word list ${figures.word_list_mb} MB, + misspelt-name index ${figures.misspelling_index_mb} MB`,
);
console.log(JSON.stringify(figures));
