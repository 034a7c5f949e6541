import { describe, expect, it } from "vitest";
import { addWord, emptyWordList } from "../../lexicon/word-list.ts";
import { fixtureCountry } from "../../test-fixtures/fixture-snapshot.ts";
import type { Word } from "../detection-context.ts";
import { buildMisspellingIndex, misspeltCountry } from "./misspelt-country.ts";

const austria = fixtureCountry({ id: "austria", country: "Austria", iso2: "AT" });
const australia = fixtureCountry({ id: "australia", country: "Australia", iso2: "AU" });
const mexico = fixtureCountry({ id: "mexico", country: "Mexico", iso2: "MX" });

function index(words: [string, Word][]) {
  const list = emptyWordList<Word>();
  for (const [word, value] of words) addWord(list, word, value);
  return buildMisspellingIndex(list);
}

const names = index([
  ["austria", { kind: "country", country: austria }],
  ["australia", { kind: "country", country: australia }],
  ["mexico", { kind: "country", country: mexico }],
  ["dominican", { kind: "shared-name" }],
  ["australiavisa", { kind: "visa", country: null, programme: false, weak: false }],
]);

describe("a country name misspelt by one letter", () => {
  it.each([
    ["austrailia", "australia"], // a letter added
    ["australa", "australia"], // left out
    ["australie", "australia"], // changed
    ["austrlaia", "australia"], // two neighbours swapped
    ["austira", "austria"],
  ])("reads %s as %s", (run, id) => {
    expect(misspeltCountry(names, run)?.id).toBe(id);
  });

  it("reads no country where two countries' names are one edit away", () => {
    expect(misspeltCountry(names, "austrlia")).toBeUndefined();
  });

  it("reads no name of six letters or fewer, nor a word that is no country's name, nor the name itself", () => {
    expect(misspeltCountry(names, "mexiko")).toBeUndefined();
    expect(misspeltCountry(names, "dominicn")).toBeUndefined();
    expect(misspeltCountry(names, "australiavise")).toBeUndefined();
    expect(misspeltCountry(names, "australia")).toBeUndefined();
    expect(misspeltCountry(names, "austrailiaa")).toBeUndefined();
  });
});
