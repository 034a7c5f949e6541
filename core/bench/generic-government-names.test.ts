// With the real registry: Sri Lanka's portal eta.gov.lk gives the name `etagov`, a visa word and "gov" that
// any ETA fake may write. Alone it points to that portal; beside another country's name, code or programme
// the host sells that country's ETA, and the warning must send the traveller to that country's portal.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a visa word and 'gov' beside another country", () => {
  it.each([
    ["uk-eta-gov.com", "GB"],
    ["australian-eta-gov.com", "AU"],
    ["k-eta-gov.com", "KR"],
    // Codes that are everyday words elsewhere, which the word reading leaves out: Canada's `ca`, `can`
    ["ca-eta-gov.com", "CA"],
    ["can-eta-gov.com", "CA"],
    ["eta-gov-ca.com", "CA"],
  ])("reads %s as %s's authorisation sold", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });

  it.each(["eta-gov.com", "srilanka-eta-gov.com", "eta-gov-lk.com"])(
    "still reads %s as a copy of Sri Lanka's portal",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "lookalike", iso2: "LK" });
    },
  );

  // Australia's immi.homeaffairs.gov.au and Cambodia's arrival.gov.kh give `immigov` and `arrivalgov`: a
  // stand-in for a visa word or a dictionary word with "gov", which any country's visa site may write.
  it.each([
    ["india-immi-gov.org", "IN"],
    ["lis-visa-on-arrival-gov.com", "LR"],
    ["thailand-arrival-gov.asia", "TH"],
  ])("reads %s, a common word and 'gov' beside another country, as %s's", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });

  it.each([
    ["immi-gov.org", "AU"],
    ["arrival-gov.com", "KH"],
  ])("still reads %s alone as a copy of %s's portal", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "lookalike", iso2 });
  });
});
