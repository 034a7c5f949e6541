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

  it("reads a country's code set apart where the portal's name has none as that country (sg-evisa, not smevisa)", () => {
    expect(judge("sg-evisa.com")).toMatchObject({
      kind: "impersonation",
      iso2: "SG",
      code: "country-keyword",
    });
    // A letter left out before the code at the start of the host: Angola's code, not Laos' `laoevisa`.
    expect(judge("ao-evisa.com")).toMatchObject({
      kind: "impersonation",
      iso2: "AO",
      code: "country-keyword",
    });
    expect(judge("aoevisa.com")).toMatchObject({ kind: "lookalike", iso2: "LA", code: "edit-distance" });
    // The same letters run together are read so too when a letter is changed (Saudi Arabia's `sa` glued to
    // "evisa" is no slip of Angola's `sm`); an edit in the portal's visa word stays a typo of the portal.
    for (const host of ["sgevisa.com", "evisasg.com"])
      expect(judge(host), host).toMatchObject({ kind: "impersonation", iso2: "SG", code: "country-keyword" });
    expect(judge("smevlsa.com")).toMatchObject({ kind: "lookalike", iso2: "AO", code: "edit-distance" });
    // A code that is also an everyday word, which names no country alone (Montserrat's `ms`), is still a
    // country's code here: a private visa service, not a typo of Angola's portal.
    expect(judge("ms-evisa.com")).toMatchObject({ kind: "visa-service", iso2: null });
    // A word the portal's host sets apart too, changed into a country's code, is still a typo of it under
    // the portal's own suffix, or when the portal's word names a country too.
    expect(judge("applyvisa.uk.dk")).toMatchObject({ kind: "lookalike", iso2: "DK", code: "edit-distance" });
    expect(judge("applyvisa-uk.dk")).toMatchObject({ kind: "lookalike", iso2: "DK", code: "edit-distance" });
  });

  it("reads a country's code in place of a portal's word that names none as that country (apply-visa-uk, not applyvisa.um)", () => {
    for (const [host, iso2] of [
      ["apply-visa-uk.com", "GB"],
      ["applyvisa-us.org", "US"],
    ])
      expect(judge(host as string), host).toMatchObject({
        kind: "impersonation",
        iso2,
        code: "country-keyword",
      });
    // The portal's own word, mistyped elsewhere, is still its typo.
    expect(judge("aplyvisa-um.com")).toMatchObject({ kind: "lookalike", iso2: "DK", code: "edit-distance" });
  });

  it("reads a change in the few letters after a visa word as another name, a change in the visa word as a slip", () => {
    // `evisa|cam` is Cameroon's; `evisa|com`, `evisa|calm` and `evisa|ca` are other words after "evisa".
    for (const host of ["evisacom.net", "evisacalm.com", "evisaca.org", "evisacame.com", "evisascam.com"])
      expect(judge(host).kind, host).not.toBe("lookalike");
    for (const host of ["evlsacam.com", "evisaacam.com", "eviscam.com"])
      expect(judge(host), host).toMatchObject({ kind: "lookalike", iso2: "CM", code: "edit-distance" });
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
