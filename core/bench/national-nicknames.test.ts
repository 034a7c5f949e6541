// With the real registry: what a people calls itself or is called in everyday speech, which the country
// dataset lacks and the records' aliases give (Germany's "Deutsche", Australia's "Aussie"), names the country
// beside a visa word as its English demonym does (`german-visa`, `australian-eta`).
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a people's own or everyday name beside a visa word", () => {
  it.each(["deutschevisa.com", "deutsche-visa.com"])("reads %s as Germany's visa sold", (host) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2: "DE" });
  });

  it.each(["aussie-eta.com", "aussievisa.com", "aussie-travel-visa.com"])(
    "reads %s as Australia's ETA or visa sold",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "impersonation", iso2: "AU" });
    },
  );

  it.each(["aussiepass.com", "deutschekarte.de"])("reads no country into %s (no visa word)", (host) => {
    expect(verdict(host).iso2).toBeNull();
  });
});
