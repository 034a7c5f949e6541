import { describe, expect, it } from "vitest";
import { verify } from "../verdict/verify.ts";
import { skeleton } from "./confusables/skeleton.ts";
import { detectorIndex, judge } from "./detector-test-registry.ts";

describe("TR39 skeletons", () => {
  it("folds Cyrillic, Greek, digits and letter pairs to one form", () => {
    expect(skeleton("\u0435visa.gov.tr")).toBe("evisa.gov.tr");
    expect(skeleton("\u0435\u0455\u0442\u0430")).toBe("esta");
    expect(skeleton("g\u03bfv")).toBe("gov");
    expect(skeleton("evisa.g0v.tr")).toBe("evisa.gov.tr");
    expect(skeleton("irnrnigration")).toBe(skeleton("immigration"));
    expect(skeleton("tvvac")).toBe("twac");
    expect(skeleton("türkiye")).toBe("turkiye");
  });
});

describe("the confusable detector", () => {
  it.each([
    ["https://\u0435visa.gov.tr", "TR", "evisa.gov.tr"],
    ["https://www.\u0435visa.gov.tr/en/", "TR", "evisa.gov.tr"],
    ["https://\u0435\u0455\u0442\u0430.cbp.dhs.gov", "US", "esta.cbp.dhs.gov"],
    ["evisa.g0v.tr", "TR", "evisa.gov.tr"],
    ["eservices.irnmigration.gov.lk", "LK", "eservices.immigration.gov.lk"],
    ["indianvisaon1ine.org", "IN", "indianvisaonline.gov.in"],
    ["\u0435takenya.com", "KE", "etakenya.go.ke"],
  ])("flags %s as a homoglyph of the %s portal", (input, iso2, imitates) => {
    expect(judge(input)).toMatchObject({ kind: "lookalike", iso2, code: "confusable", imitates });
  });

  it("adds a mixed-script reason and shows the host as the traveller sees it", () => {
    const outcome = verify(detectorIndex, "https://xn--visa-u4d.gov.tr");
    if (!outcome.ok) throw new Error("unexpected");
    const { verdict } = outcome.result;
    expect(verdict.host_unicode).toBe("\u0435visa.gov.tr");
    expect(verdict.reasons.map((r) => r.code)).toEqual(["confusable", "mixed-script"]);
    expect(verdict.reasons[1]?.message).toMatch(/latin and cyrillic/);
  });

  it.each([
    "münchen.de",
    "bücher.de",
    "xn--80ak6aa92e.com",
    "example01.com",
    "learn.internet.org",
    "vvv.com",
  ])("leaves %s alone", (input) => {
    expect(judge(input).kind).toBe("unrelated");
  });
});
