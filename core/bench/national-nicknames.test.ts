// With the real registry: what a people calls itself or is called in everyday speech, which the country
// dataset lacks and the records' aliases give (Germany's "Deutsche", Australia's "Aussie", Türkiye's "Turk"), names the country
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

  it.each(["turk-visa.com", "turkvisa.com", "turk-evisa.com"])(
    "reads %s as Türkiye's e-visa sold",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "impersonation", iso2: "TR" });
    },
  );

  // "Turks" is also the first word of Turks and Caicos, which addresses write without its "and".
  it.each(["turks-caicos-visa.com", "turkscaicosvisa.com", "turksandcaicos-visa.com"])(
    "reads %s as Turks and Caicos', not Türkiye's",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "impersonation", iso2: "TC" });
    },
  );

  it.each(["aussiepass.com", "deutschekarte.de"])("reads no country into %s (no visa word)", (host) => {
    expect(verdict(host).iso2).toBeNull();
  });
});
