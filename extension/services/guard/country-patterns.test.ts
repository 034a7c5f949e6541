import topSites from "top-sites";
import { describe, expect, it } from "vitest";
import { judgeUrl } from "../registry/judge-url.ts";
import { snapshot } from "../registry/registry.ts";
import {
  countryKeywords,
  KEYWORD_CHARS_PER_PATTERN,
  KEYWORDS_PER_PATTERN,
  keywordGroups,
} from "./country-patterns.ts";
import { allCountryPatterns, MAX_PATTERN_RULES } from "./dnr-rules.ts";

const patterns = allCountryPatterns(snapshot).map((p) => new RegExp(p));
const matched = (url: string) => patterns.some((p) => p.test(url));
const country = (id: string) => {
  const found = snapshot.countries.find((c) => c.id === id);
  if (!found) throw new Error(`no ${id} in the snapshot`);
  return found;
};

describe("country patterns", () => {
  it("take a country's names, aliases and demonyms as host keywords", () => {
    expect(countryKeywords(country("turkiye"))).toEqual(
      expect.arrayContaining(["turkey", "turkiye", "turkish"]),
    );
    expect(countryKeywords(country("united-states"))).toEqual(
      expect.arrayContaining(["usa", "united-?states"]),
    );
    expect(countryKeywords(country("united-kingdom"))).not.toContain("uk");
  });

  it("match visa-themed hosts in either order, before the path", () => {
    for (const url of [
      "https://evisa-turkey.com/",
      "https://turkey-visa-online.com/apply",
      "http://www.indian-evisa.org/",
      "https://usa-visa-apply.net/",
    ]) {
      expect(matched(url), url).toBe(true);
    }
    expect(matched("https://www.google.com/search?q=turkey+visa")).toBe(false);
    expect(matched("https://example.com/turkey-visa")).toBe(false);
  });

  it("send only hosts core also warns about to the warning page, for the issue's examples", () => {
    for (const url of [
      "https://evisa-turkey.com/",
      "https://turkey-visa-online.com/",
      "https://india-evisa.org/",
    ]) {
      expect(matched(url)).toBe(true);
      expect(judgeUrl(url).verdict.kind).toBe("impersonation");
    }
  });

  it("never detour the big benign web (top sites)", () => {
    const detoured = topSites.map((s) => `https://${s.rootDomain}/`).filter(matched);
    expect(detoured).toEqual([]);
  });

  it("stay within Chrome's limits: small keyword groups, fewer than 1000 regex rules", () => {
    expect(patterns.length).toBeLessThan(MAX_PATTERN_RULES);
    for (const c of snapshot.countries) {
      const groups = keywordGroups(countryKeywords(c));
      expect(groups.flat()).toEqual(countryKeywords(c));
      for (const g of groups) {
        expect(g.length).toBeLessThanOrEqual(KEYWORDS_PER_PATTERN);
        if (g.length > 1) expect(g.join("").length).toBeLessThanOrEqual(KEYWORD_CHARS_PER_PATTERN);
      }
    }
  });
});
