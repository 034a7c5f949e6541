// With the real registry: a host warned as imitating a country's programme or visa stays warned, for the same
// country, when an everyday word or a year is written beside its name (`apply-diversity-visa.com`,
// `k-eta2026.com`, `evisa-turkey-online.com`). Fakes dress their names so; a word that only says "apply" or
// "online" must not make a fake look harmless. The bases are the registry's programme names and country
// names as written here, each kept only where the bare host is warned; the words are this test's own.
import { loadSnapshot } from "@entryguard/registry";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

const EVERYDAY = [
  "apply",
  "online",
  "official",
  "portal",
  "form",
  "info",
  "help",
  "services",
  "center",
  "now",
];
const NUMBERS = ["2026", "24", "365"];

const asLabel = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

interface Base {
  readonly base: string;
  readonly iso2: string;
  /** The bare host's verdict: a programme reading, or a copy of a portal's host. */
  readonly kind: string;
}

/** Programme names and `evisa-<country>` of every record, with the country the bare host is warned for. */
function warnedBases(): Base[] {
  const bases: Base[] = [];
  for (const country of loadSnapshot().countries) {
    const programmes = country.portals.flatMap((p) => (p.programmes ?? []).map((g) => asLabel(g.name)));
    for (const base of new Set([...programmes, `evisa-${asLabel(country.country)}`])) {
      const bare = verdict(`${base}.com`);
      const warned = bare.kind === "impersonation" || bare.kind === "lookalike";
      if (warned && bare.iso2 === country.iso2) bases.push({ base, iso2: country.iso2, kind: bare.kind });
    }
  }
  return bases;
}

describe("everyday words and numbers beside a warned name", () => {
  const bases = warnedBases();

  it("start from many warned names", () => {
    expect(bases.length).toBeGreaterThan(250);
  });

  it("leave the host warned for the same country, before or after the name", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bases),
        fc.constantFrom(...EVERYDAY, ...NUMBERS),
        fc.boolean(),
        ({ base, iso2 }, word, before) => {
          const host = before ? `${word}-${base}.com` : `${base}-${word}.com`;
          const { kind, iso2: named } = verdict(host);
          expect(["impersonation", "lookalike"], host).toContain(kind);
          expect(named, host).toBe(iso2);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("leave a programme name read as its country's warned with a year glued to it", () => {
    const programmes = bases.filter((b) => b.kind === "impersonation" && !b.base.startsWith("evisa-"));
    expect(programmes.length).toBeGreaterThan(40);
    for (const { base, iso2 } of programmes)
      expect(verdict(`${base}2026.com`), base).toEqual({ kind: "impersonation", iso2 });
  });
});
