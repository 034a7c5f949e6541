// Detection quality on the committed corpora with the real registry: floors per class a little below
// what `npm run bench:detect` measures, and no warning at all on the benign corpus. The floors are for the
// heuristics alone (the registry's lists of named hosts left out), so that a list entry never stands in
// for a rule.
import { describe, expect, it } from "vitest";
import { readAllBenign, readLookalikes } from "./corpus/corpus-files.ts";
import { falsePositives, judgeHost, partFigures, realWorldSetup } from "./corpus/detection-figures.ts";

const { verifier, heuristics, iso2Of, fakes } = await realWorldSetup();

/**
 * Recall floors (percent) by part and class, for the heuristics alone: a little below what
 * `npm run bench:detect` measured when they were last set (one row of a small class is several points).
 * Set again when the corpus grew from 588 to 675 rows (blocklists: Inversion DNSBL's full list, UT1, USOM,
 * red.flag.domains, Phishing Army; sites' own terms; press; a New Zealand court order), after this change's
 * detector work, to what the heuristics measured then: tuning attributable 91.3, private services 87.2,
 * country-name 96.4, country-code 91.1, programme 90.7; check attributable 84.1, private services 76.6,
 * country-name 93.3, country-code 61.8, lookalike 93.3, programme 82.1.
 * Lowered once more when the corpus grew to 731 rows (Maltrail's phishing trails and four smaller lists): the
 * check part's lookalikes measured 70 (14 of 20; the five new copies of Saudi Arabia's visa site are missed).
 * Then the registry listed that site (Saudi Arabia's foreign-ministry e-visa platform), and the lookalike
 * floor rose again; the corpus grew to 746 rows (three threat lists), whose two new programme rows in the
 * check part are missed: programme measured 78 there (32 of 41).
 * The corpus grew to 778 rows (private services' own pages, most of them arrival-card and e-visa resellers
 * whose names add no visa word to the country's: `thaisupportcenter.com`, `indonesia-arrival.com`): the
 * tuning part's country-name fakes measured 94.7 (195 of 206).
 * The corpus grew to 822 rows (a guide's data on commercial middlemen, the Validin phish feed, three more
 * Maltrail trails): the tuning part's country-name fakes measured 93.6 (206 of 220; `thailand-arrival.asia`
 * and `.digital` carry no visa word, `deutschevisa.com` a German adjective no list held until Germany's
 * record gave the alias `Deutsche`).
 * New rows may lower a floor to what they measure; a detector change never.
 */
const FLOORS = {
  tuning: { attributable: 90, private_services: 85, "country-name": 93, "country-code": 89, programme: 88 },
  check: {
    attributable: 82,
    private_services: 74,
    "country-name": 91,
    "country-code": 59,
    lookalike: 90,
    programme: 77,
  },
} as const;

describe("detection quality on publicly named fakes", () => {
  for (const part of ["tuning", "check"] as const) {
    const figures = partFigures(
      heuristics,
      fakes.filter((f) => f.part === part),
      iso2Of,
    );
    it(`flags the ${part} part's country-attributable fakes with their country`, () => {
      expect(figures.attributable.samples).toBeGreaterThan(50);
      expect(figures.attributable.recall).toBeGreaterThanOrEqual(FLOORS[part].attributable);
    });
    it(`tells the ${part} part's private visa services apart`, () => {
      expect(figures.private_services.recall).toBeGreaterThanOrEqual(FLOORS[part].private_services);
    });
    for (const [cls, floor] of Object.entries(FLOORS[part])) {
      if (cls === "attributable" || cls === "private_services") continue;
      it(`catches the ${part} part's ${cls} fakes`, () => {
        expect(figures.by_class[cls]?.recall).toBeGreaterThanOrEqual(floor);
      });
    }
  }
});

describe("detection quality on the generated corpus", () => {
  const floors: Record<string, number> = {
    "combosquat-generated": 99,
    "combosquat-handwritten": 99,
    embedding: 98,
    homoglyph: 98,
    "tld-swap": 96,
    typo: 92,
  };
  for (const [cls, floor] of Object.entries(floors)) {
    it(`attributes ${cls} lookalikes to the right country`, () => {
      const samples = readLookalikes().filter((s) => s.class === cls);
      const hits = samples.filter((s) => {
        const judged = judgeHost(heuristics, s.host);
        return judged.flagged && judged.iso2 === s.iso2;
      });
      expect(samples.length).toBeGreaterThan(200);
      expect((100 * hits.length) / samples.length).toBeGreaterThanOrEqual(floor);
    });
  }
});

describe("the benign corpus", () => {
  it("gets no warning on any of its legitimate hosts", () => {
    const benign = readAllBenign().map((b) => b.host);
    expect(benign.length).toBeGreaterThan(1500);
    expect(falsePositives(verifier, benign)).toEqual([]);
  });
});
