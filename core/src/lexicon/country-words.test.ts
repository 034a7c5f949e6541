import { describe, expect, it } from "vitest";
import { fixtureCountry } from "../test-fixtures/fixture-snapshot.ts";
import { countryWords, domainForms } from "./country-words.ts";

describe("a country name as a domain writes it", () => {
  it.each([
    ["Kenya", ["kenya"]],
    // an apostrophe dropped, or written as a hyphen
    ["Côte d'Ivoire", ["cotedivoire", "cote-divoire", "cote-d-ivoire"]],
    ["Côte d’Ivoire", ["cotedivoire", "cote-divoire", "cote-d-ivoire"]],
    // Vietnamese đ has no decomposition and is written d
    ["Đài Loan", ["dailoan", "dai-loan"]],
    ["Trung Quốc", ["trungquoc", "trung-quoc"]],
    // "&" read as "and", and the "and" (with a "the" after it) also left out
    [
      "Bosnia & Herzegovina",
      ["bosniaandherzegovina", "bosnia-and-herzegovina", "bosniaherzegovina", "bosnia-herzegovina"],
    ],
    ["Turks and Caicos", ["turksandcaicos", "turks-and-caicos", "turkscaicos", "turks-caicos"]],
    [
      "Saint Vincent and the Grenadines",
      [
        "saintvincentandthegrenadines",
        "saint-vincent-and-the-grenadines",
        "saintvincentgrenadines",
        "saint-vincent-grenadines",
      ],
    ],
    ["The Bahamas", ["thebahamas", "the-bahamas"]],
    // German umlauts written with and without the e, and ß as ss
    ["Türkei", ["turkei", "tuerkei"]],
    ["Österreich", ["osterreich", "oesterreich"]],
    ["Großbritannien", ["grossbritannien"]],
    // Polish ł, which has no decomposition, as l
    ["Włochy", ["wlochy"]],
    ["Białoruś", ["bialorus"]],
  ])("%s → %j", (name, forms) => {
    expect(domainForms(name)).toEqual(forms);
  });

  it("drops a name in another script", () => {
    expect(domainForms("中国")).toEqual([]);
  });
});

describe("the words that name a country", () => {
  const iceland = fixtureCountry({
    id: "iceland",
    country: "Iceland",
    iso2: "IS",
    names: ["Iceland", "Island", "Islande"],
  });
  const caicos = fixtureCountry({
    id: "turks-and-caicos-islands",
    country: "Turks and Caicos Islands",
    iso2: "TC",
  });
  const words = countryWords([iceland, caicos]);

  it("leaves out a foreign name or a first word that is an everyday English word", () => {
    expect(words.get("island")).toBeUndefined();
    expect(words.get("turks")).toBeUndefined();
    expect(words.get("iceland")).toBe(iceland);
    expect(words.get("islande")).toBe(iceland);
    expect(words.get("turksandcaicosislands")).toBe(caicos);
  });

  it("gives a word two countries' people share to neither when it opens one's name and holds the other's", () => {
    const dominica = fixtureCountry({
      id: "dominica",
      country: "Dominica",
      iso2: "DM",
      demonyms: ["Dominican"],
    });
    const republic = fixtureCountry({
      id: "dominican-republic",
      country: "Dominican Republic",
      iso2: "DO",
      demonyms: ["Dominican"],
    });
    const shared = countryWords([dominica, republic]);
    // kept as a word naming none, so that `dominicanevisa` is never read as Dominica's name and an `n`
    expect(shared.has("dominican")).toBe(true);
    expect(shared.get("dominican")).toBeNull();
    expect(shared.get("dominica")).toBe(dominica);
    expect(shared.get("dominicanrepublic")).toBe(republic);
  });

  it("gives a people's word to the country whose name, in some language, starts it", () => {
    const record = (country: string, iso2: string, names: string[], demonyms: string[]) =>
      fixtureCountry({ id: country.toLowerCase().replace(/ /g, "-"), country, iso2, names, demonyms });
    const sudan = record("Sudan", "SD", ["Sudan", "Soudan", "SD"], ["Sudanese", "Soudanais"]);
    const south = record("South Sudan", "SS", ["Soudan du Sud", "SS"], ["South Sudanese", "Sud-Soudanais"]);
    const virginUs = record("United States Virgin Islands", "VI", ["VI"], ["Virgin Islander"]);
    const virginUk = record("British Virgin Islands", "VG", ["VG"], ["Virgin Islander"]);
    const words = countryWords([sudan, south, virginUs, virginUk]);
    expect(words.get("soudanais")).toBe(sudan);
    // a two-letter code among the names starts no word (`vi` of `virginislander`)
    expect(words.get("virginislander")).toBeNull();
  });

  it("takes an abbreviation the names write in capitals as an alias, never the two-letter code", () => {
    const states = fixtureCountry({
      id: "united-states",
      country: "United States",
      iso2: "US",
      names: ["ABD", "A.B.D.", "Abd", "US", "Amerika"],
    });
    const words = countryWords([states]);
    expect(words.get("abd")).toBe(states);
    // the ISO code and a name in lower case are no alias (`abd` above came from the capitals)
    expect(countryWords([{ ...states, names: ["Abd", "US"] }]).has("abd")).toBe(false);
    expect(words.has("us")).toBe(false);
  });
});
