// With the real registry: an ordinary English word, or a country's name, as a whole `.com` host is what
// its owner called it, never a copy of a portal nor a country's visa sold: `travel.com` is no slip of the
// Philippines' etravel.gov.ph, `albania.com` none of Albania's e-albania.al, `theta.com` no Thai ETA,
// `appease.com` no Cape Verdean EASE. Every word of SCOWL's English lists up to size 50 (the size its
// author recommends for spell checking) and every country's common name in world-countries' languages.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { Country } from "world-countries";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";
import { scowlEnglish } from "./corpus/scowl-english.ts";

const countries = createRequire(import.meta.url)("world-countries/countries.json") as Country[];
const WARNED = new Set(["lookalike", "impersonation"]);

const words = [...new Set(scowlEnglish())].filter((word) => /^[a-z]{4,}$/.test(word));
const names = [
  ...new Set(
    countries
      .flatMap((c) => [c.name.common, ...Object.values(c.translations).map((t) => t.common)])
      .map((name) =>
        name
          .toLowerCase()
          .normalize("NFD")
          .replace(/[^a-z]/g, ""),
      )
      .filter((name) => name.length >= 4),
  ),
];

describe("an ordinary word as a whole host", () => {
  it.each([
    ["English words", words],
    ["country names", names],
  ])("warns about none of the %s as .com hosts", (_, list) => {
    expect(list.length).toBeGreaterThan(1000);
    const warned = list.map((word) => `${word}.com`).filter((host) => WARNED.has(verdict(host).kind));
    expect(warned).toEqual([]);
  });

  // The e of `epass` (a visa word) may end the name before it: "Chinese pass", "Argentine pass".
  it.each(["chinesepass.com", "argentinepass.com", "guadeloupepass.com"])(
    "reads a name that ends in e before 'pass' as the name and a pass: %s",
    (host) => {
      expect(WARNED.has(verdict(host).kind)).toBe(false);
    },
  );

  it.each([
    ["chinaepass.com", "CN"],
    ["argentinevisa.com", "AR"],
  ])("still reads a name before a whole visa word as that country's: %s", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });
});
