// Countries' names of the real registry opening an ordinary word glued to a visa word: the word is what the
// host names (`malicevisa` is malice, not Mali), while a name followed by other letters that make no
// ordinary word still leads (`saudiarabevisa`), and a name with an `s` is the seller's possessive.
import { loadSnapshot } from "@entryguard/registry";
import { describe, expect, it } from "vitest";
import { createVerifier } from "../src/index.ts";

const verifier = createVerifier(loadSnapshot());
const iso2 = (host: string) => {
  const outcome = verifier.verify(host);
  if (!outcome.ok) throw new Error(`${host} was refused`);
  return outcome.result.iso2;
};

describe("a country's name opening a word glued to a visa word", () => {
  it.each(["malicevisa.com", "perusevisa.com", "balancevisa.com", "indecisionvisa.com", "indexevisa.com"])(
    "names no country when the letters complete an ordinary word: %s",
    (host) => {
      expect(iso2(host)).toBeNull();
    },
  );

  it.each([
    ["saudiarabevisa.com", "SA"],
    ["kenyasafarievisa.com", "KE"],
    ["turkeysevisa.com", "TR"],
    ["chinasvisa.com", "CN"],
  ])("still names the country when they make no ordinary word, or its possessive: %s", (host, country) => {
    expect(iso2(host)).toBe(country);
  });
});
