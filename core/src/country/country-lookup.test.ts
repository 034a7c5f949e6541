import { describe, expect, it } from "vitest";
import { fixtureCountries } from "../test-fixtures/fixture-snapshot.ts";
import { buildCountryLookup, findCountry, suggestCountries } from "./country-lookup.ts";
import { normalizeName } from "./normalize-name.ts";

const lookup = buildCountryLookup(fixtureCountries);
const iso2Of = (query: string) => {
  const match = findCountry(lookup, query);
  return match.ok ? match.country.iso2 : null;
};

describe("normalizeName", () => {
  it("ignores accents, case, apostrophes and punctuation", () => {
    expect(normalizeName("Côte d'Ivoire")).toBe("cote divoire");
    expect(normalizeName("Korea, Republic of")).toBe("korea republic of");
    expect(normalizeName("  TÜRKİYE ")).toBe("turkiye");
  });
});

describe("findCountry", () => {
  it.each([
    ["turkiye", "TR"],
    ["Turkey", "TR"],
    ["TURKEY", "TR"],
    ["Türkiye", "TR"],
    ["tr", "TR"],
    ["Republic of Turkey", "TR"],
    ["UK", "GB"],
    ["Great Britain", "GB"],
    ["united-kingdom", "GB"],
    ["USA", "US"],
    ["the United States", "US"],
    ["Ivory Coast", "CI"],
    ["Cote d'Ivoire", "CI"],
    ["côte d’ivoire", "CI"],
    ["South Korea", "KR"],
    ["Korea, Republic of", "KR"],
    ["Democratic People's Republic of Korea", "KP"],
  ])("finds %s", (query, iso2) => {
    expect(iso2Of(query)).toBe(iso2);
  });

  it("refuses a name two countries share instead of guessing", () => {
    const ambiguous = buildCountryLookup(
      fixtureCountries.map((c) =>
        c.iso2 === "KR" || c.iso2 === "KP" ? { ...c, names: [...c.names, "Korea"] } : c,
      ),
    );
    expect(findCountry(ambiguous, "Korea").ok).toBe(false);
  });

  it("suggests at most three close names for an unknown country", () => {
    const match = findCountry(lookup, "Turky");
    expect(match.ok).toBe(false);
    if (match.ok) return;
    expect(match.error.suggestions[0]).toBe("Türkiye");
    expect(match.error.suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestCountries(lookup, "zzzzqqqq")).toEqual([]);
    expect(suggestCountries(lookup, "")).toEqual([]);
  });

  it("refuses an overlong query quickly, without suggestions", () => {
    const match = findCountry(lookup, "k".repeat(5000));
    expect(match.ok).toBe(false);
    if (!match.ok) expect(match.error.suggestions).toEqual([]);
    expect(suggestCountries(lookup, "k".repeat(5000))).toEqual([]);
  });

  it("refuses a query holding a control character, naming why", () => {
    for (const query of ["\u0000christmas island", "Kenya\n", "In\tdia", "Ken\u009fya"]) {
      const match = findCountry(lookup, query);
      expect(match.ok).toBe(false);
      if (!match.ok) expect(match.error.message).toMatch(/control characters/);
    }
    expect(findCountry(lookup, " Kenya ").ok).toBe(true);
  });

  it("suggests by prefix", () => {
    expect(suggestCountries(lookup, "Ken").map((c) => c.iso2)).toEqual(["KE"]);
  });
});
