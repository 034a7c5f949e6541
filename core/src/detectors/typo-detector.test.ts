import { describe, expect, it } from "vitest";
import { judge } from "./detector-test-registry.ts";

describe("the edit-distance detector", () => {
  it.each([
    ["indianvisaonlne.com", "IN", "one letter is missing"],
    ["indiianvisaonline.com", "IN", "one letter is added"],
    ["indainvisaonline.org", "IN", "two letters are swapped"],
    ["etakenia.com", "KE", "one letter is changed"],
    ["evixa-gov.tr", "TR", "one letter is changed"],
    ["evsa-gov.tr", "TR", "one letter is missing"],
    ["indianvisonlinee.com", "IN", "2 letters are changed"],
    // a distinctive name of six letters is one edit away too
    ["irembp.com", "RW", "one letter is changed"],
    ["iremboo.net", "RW", "one letter is added"],
  ])("flags %s as a typo of the %s portal (%s)", (input, iso2, how) => {
    const found = judge(input);
    expect(found).toMatchObject({ kind: "lookalike", iso2, code: "edit-distance" });
    expect(found.message).toMatch(new RegExp(`: ${how}\\.$`));
  });

  it("writes the traveller's sentence", () => {
    expect(judge("evixa-gov.tr").message).toBe(
      "This address imitates evisa.gov.tr, Türkiye's official e-Visa portal: one letter is changed.",
    );
  });

  it.each([
    // short labels: one edit from `evisa` or `esta` is half the web
    "evita.com",
    "elisa.fi",
    "vista.com",
    "fiesta.com",
    // only the first letter differs on a short name (Chromium's jumble/bumble rule)
    "ztakenya.com",
    // under a government suffix nobody else can register
    "etakenia.go.ke",
    "indianvisaonlne.gov.in",
    // too far away
    "indianvillageonline.net",
  ])("does not flag %s", (input) => {
    expect(judge(input).kind).toBe("unrelated");
  });
});
