// The lexicon's visa words are nobody's programme: a name only one country's portals carry (eVisitor is
// Australia's) belongs to the registry, where it names that country, not to the lexicon, where it would
// name none (eta-evisitor.com read as a private service).
import { loadSnapshot } from "@entryguard/registry";
import { describe, expect, it } from "vitest";
import { domainForms } from "../src/lexicon/country-words.ts";
import { VISA_WORDS } from "../src/lexicon/visa-words.ts";

/**
 * Ordinary words that a portal also takes as its name: the plural of e-visa and ETA (Ecuador's "eVisas",
 * Somalia's "ETAS"), and Turkish for e-visa (Türkiye's "e-Vize"), which sites for any country use.
 */
const ORDINARY_WORDS_PORTALS_TAKE = new Set(["evisas", "etas", "evize"]);

describe("the lexicon's visa words", () => {
  it("hold no programme name that only one country's portals carry", () => {
    const runners = new Map<string, Set<string>>();
    for (const country of loadSnapshot().countries)
      for (const portal of country.portals)
        for (const programme of portal.programmes ?? [])
          for (const form of domainForms(programme.name))
            runners.set(form, (runners.get(form) ?? new Set()).add(portal.shared_by ?? country.id));
    const owned = VISA_WORDS.filter(
      (word) => runners.get(word)?.size === 1 && !ORDINARY_WORDS_PORTALS_TAKE.has(word),
    ).map((word) => `${word}: ${[...(runners.get(word) ?? [])].join()}`);
    expect(owned).toEqual([]);
  });
});
