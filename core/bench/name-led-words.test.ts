// Ordinary English words glued to a visa word, on the real registry: a word opening with a name: the word is what the
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
  it.each([
    "malicevisa.com",
    "perusevisa.com",
    "balancevisa.com",
    "indecisionvisa.com",
    "indexevisa.com",
    "indecisionevisa.com",
    "mannequinvisa.com",
    "mannersevisa.com",
  ])("names no country when the letters complete an ordinary word: %s", (host) => {
    expect(iso2(host)).toBeNull();
  });

  it.each([
    ["saudiarabevisa.com", "SA"],
    ["kenyasafarievisa.com", "KE"],
    ["turkeysevisa.com", "TR"],
    ["chinasvisa.com", "CN"],
  ])("still names the country when they make no ordinary word, or its possessive: %s", (host, country) => {
    expect(iso2(host)).toBe(country);
  });
});

describe("an ordinary word one letter from a country's name beside a visa word", () => {
  it.each(["hungryvisa.com", "equatorvisa.com", "surnamevisa.com", "brutishvisa.com", "evisa-emigrates.com"])(
    "is that word, not the name misspelt: %s",
    (host) => {
      expect(iso2(host)).toBeNull();
    },
  );

  it.each([
    ["candianvisa.com", "CA"],
    ["evisa-austrailia.com", "AU"],
    ["hungaryvisa.com", "HU"],
  ])("a misspelling that is no ordinary word still names the country: %s", (host, country) => {
    expect(iso2(host)).toBe(country);
  });
});
