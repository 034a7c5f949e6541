// The premise of the lexicon's list of names that are everyday words: each is in the English word list,
// and each is one of the registry's names (a word no name gives would be a list kept for nothing).
import { createRequire } from "node:module";
import { loadSnapshot } from "@entryguard/registry";
import { describe, expect, it } from "vitest";
import { domainForms, EVERYDAY_NAME_WORDS } from "../src/lexicon/country-words.ts";

describe("names left out as everyday words", () => {
  it("are words of the English word list", () => {
    const english = new Set(
      createRequire(import.meta.url)("an-array-of-english-words/index.json") as string[],
    );
    expect([...EVERYDAY_NAME_WORDS].filter((word) => !english.has(word))).toEqual([]);
  });

  it("are names or first words of names in the registry", () => {
    const names = new Set(
      loadSnapshot().countries.flatMap((c) =>
        [c.country, ...c.names, ...c.aliases]
          .flatMap((n) => [n, n.split(/ and /i)[0] as string])
          .flatMap(domainForms),
      ),
    );
    expect([...EVERYDAY_NAME_WORDS].filter((word) => !names.has(word))).toEqual([]);
  });
});
