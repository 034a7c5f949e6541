import { describe, expect, it } from "vitest";
import { localVisaWord } from "./local-visa-words.ts";

describe("a visa word in the language of a country-code domain's country", () => {
  it.each([
    ["visum", "de", true],
    ["visum", "ch", true],
    ["vize", "tr", true],
    ["visto", "br", true],
    ["viza", "ro", true],
    // International words are nobody's own; another country's language, or no country, is not.
    ["visa", "de", false],
    ["evisa", "tr", false],
    ["visum", "tr", false],
    ["vize", "de", false],
    ["visum", "zz", false],
  ])("%s under .%s: %s", (word, tld, own) => {
    expect(localVisaWord(word, tld)).toBe(own);
  });
});
