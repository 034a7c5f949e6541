import { describe, expect, it } from "vitest";
import { fixtureCountries } from "../test-fixtures/fixture-snapshot.ts";
import {
  buildCountryLookup,
  findCountry,
  fuzzyCandidates,
  MAX_NORMALISED_QUERY_LENGTH,
  suggestCountries,
} from "./country-lookup.ts";
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

  it("refuses a name two countries share instead of guessing, offering both", () => {
    const ambiguous = buildCountryLookup(
      fixtureCountries.map((c) =>
        c.iso2 === "KR" || c.iso2 === "KP" ? { ...c, names: [...c.names, "Korea"] } : c,
      ),
    );
    for (const query of ["Korea", "the korea"])
      expect(findCountry(ambiguous, query), query).toEqual({
        ok: false,
        error: {
          code: "unknown-country",
          query,
          suggestions: ["North Korea", "South Korea"],
          shared: true,
          message: `"${query}" names more than one country or territory in the registry: North Korea, South Korea. Which one?`,
        },
      });
    expect(iso2Of("South Korea")).toBe("KR");
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

  it("compares a query that grows under NFKD with no name at all", () => {
    // U+FDFA is one character that NFKD spells out as eighteen; U+3250 and U+33FF as three.
    for (const ch of ["\uFDFA", "\u3250", "\u33FF", "\u2474"]) {
      const query = ch.repeat(100);
      expect(query.normalize("NFKD").length).toBeGreaterThan(MAX_NORMALISED_QUERY_LENGTH);
      expect(normalizeName(query).length).toBeGreaterThan(MAX_NORMALISED_QUERY_LENGTH);
      expect(fuzzyCandidates(lookup, normalizeName(query))).toEqual([]);
      const match = findCountry(lookup, query);
      expect(match.ok).toBe(false);
      if (!match.ok) expect(match.error.suggestions).toEqual([]);
    }
  });

  it("compares a query only with names whose length is within reach, or that it begins", () => {
    const q = normalizeName("Kenyaa");
    const compared = fuzzyCandidates(lookup, q).map(([key]) => key);
    expect(compared).toContain("kenya");
    expect(compared.length).toBeLessThan(lookup.byKey.size);
    for (const key of compared) expect(Math.abs(key.length - q.length) <= 2 || key.startsWith(q)).toBe(true);
    expect(fuzzyCandidates(lookup, "ken").map(([key]) => key)).toContain("kenya");
  });

  it("suggests by prefix", () => {
    expect(suggestCountries(lookup, "Ken").map((c) => c.iso2)).toEqual(["KE"]);
  });
});
