// Benchmark (not a test): how often the verdict reads a country into an ordinary English word glued to a
// visa word (core/bench/corpus/glued-words.ts says which hosts and why they matter). A rule that reads codes
// into word endings shows here first: one that took a code between a known word and a visa word raised the
// count of words before a visa word from 293 to 1549 (`ng` in `training`, `se` in `appointments`). Prints
// the count by country and examples for each order, then one JSON line. bench:detect prints the two counts.
//   npx tsx core/bench/glued-words-bench.ts
import { loadSnapshot } from "@entryguard/registry";
import { createVerifier } from "../src/index.ts";
import {
  countOf,
  GLUE_ORDERS,
  type GlueOrder,
  gluedHostsGivenACountry,
  gluedWords,
  hostsPerOrder,
} from "./corpus/glued-words.ts";

const verifier = createVerifier(loadSnapshot());
const words = gluedWords();
const hosts = hostsPerOrder(words);
const figures: Record<string, { given_a_country: number; by_country: Record<string, number> }> = {};
for (const order of Object.keys(GLUE_ORDERS) as GlueOrder[]) {
  const flagged = gluedHostsGivenACountry(verifier, words, order);
  const total = countOf(flagged);
  console.log(`${order.replaceAll("_", " ")}:`);
  for (const [iso2, list] of [...flagged].sort((a, b) => b[1].length - a[1].length))
    console.log(`  ${iso2} ${list.length}: ${list.slice(0, 6).join(" ")}`);
  console.log(`  ${total} of ${hosts} hosts (${words.length} words × visa, evisa) given a country`);
  figures[order] = {
    given_a_country: total,
    by_country: Object.fromEntries([...flagged].map(([iso2, list]) => [iso2, list.length])),
  };
}
console.log(JSON.stringify({ words: words.length, hosts_per_order: hosts, ...figures }));
