import { describe, expect, it } from "vitest";
import { fixtureCountry } from "../test-fixtures/fixture-snapshot.ts";
import { countryWords, domainForms } from "./country-words.ts";

describe("a country name as a domain writes it", () => {
  it.each([
    ["Kenya", ["kenya"]],
    ["Côte d'Ivoire", ["cotedivoire", "cote-divoire"]],
    // Vietnamese đ has no decomposition and is written d
    ["Đài Loan", ["dailoan", "dai-loan"]],
    ["Trung Quốc", ["trungquoc", "trung-quoc"]],
    ["Bosnia & Herzegovina", ["bosniaandherzegovina", "bosnia-and-herzegovina"]],
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
    expect(shared.get("dominican")).toBeUndefined();
    expect(shared.get("dominica")).toBe(dominica);
    expect(shared.get("dominicanrepublic")).toBe(republic);
  });
});
