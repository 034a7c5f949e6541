// With the real registry: some portals are named only with words any visa site writes (Korea's
// e-arrivalcard.go.kr, the Philippines' etravel.gov.ph, Serbia's econsulate.gov.rs). Beside another
// country's name such a name says what the site sells for that country; a warning that it copies Korea's or
// the Philippines' portal would send the traveller to the wrong country's portal.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a portal name of ordinary words beside another country", () => {
  it.each([
    ["thailand-e-arrivalcard.com", "TH"],
    ["th-e-arrivalcard.com", "TH"],
    ["malaysia-e-arrivalcard.com", "MY"],
    ["e-arrivalcard-malaysia.com", "MY"],
  ])("reads %s as %s's arrival card sold", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });

  it.each(["indonesia-etravel.com", "usa-etravel.com", "thailand-econsulate.com"])(
    "does not read %s as a copy of another country's portal",
    (host) => {
      expect(verdict(host).kind).not.toBe("lookalike");
    },
  );

  it.each([
    ["e-arrivalcard.com", "KR"],
    ["kr-e-arrivalcard.com", "KR"],
    ["etravel-ph.com", "PH"],
    ["etravel-philippines.com", "PH"],
    ["econsulate-serbia.com", "RS"],
  ])("still reads %s, alone or beside its own country, as a copy of %s's portal", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "lookalike", iso2 });
  });

  // A distinctive name, or one holding its country's own name, stays its portal's whoever else is named.
  it.each([
    ["thailand-irembo.com", "RW"],
    ["thailand-bermudaarrivalcard.com", "BM"],
    ["malaysia-indianvisaonline.com", "IN"],
  ])("still reads %s as a copy of %s's portal", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "lookalike", iso2 });
  });

  // "e" and an ordinary word is what any e-service may be called: a name one letter from it is another
  // business's (a travel group, a plural), not a slip of the portal's, while copies of it still count.
  it.each(["etraveli.com", "etravels.com", "econsulates.com", "econsullate.org"])(
    "does not read %s as a typo of the Philippines' or Serbia's portal",
    (host) => {
      expect(["PH", "RS"]).not.toContain(verdict(host).iso2);
    },
  );

  it.each([
    ["etravel.com", "PH"],
    ["etravel-gov-ph.com", "PH"],
    ["etravel.gov.ph.apply-now.com", "PH"],
    ["econsulate.net", "RS"],
  ])("still reads %s as a copy of %s's portal", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "lookalike", iso2 });
  });
});

// Under a government suffix a portal deeper than the registered name (dviajeros.mitrans.gob.cu,
// apply-for-an-eta.homeoffice.gov.uk) leaves that name to the agency that runs it. One letter from an agency's
// name is as often another government's agency (Russia's transport ministry at mintrans.ru, one letter from
// Cuba's mitrans) or an ordinary phrase, while copies of it under another suffix still count.
describe("the agency that runs a portal under a government suffix", () => {
  it.each(["mintrans.ru", "homeoffices.com"])("does not read %s as a slip of a portal's agency", (host) => {
    expect(verdict(host).kind).toBe("unrelated");
  });

  it.each([
    ["mitrans.ru", "CU"],
    ["mitrans-gob-cu.com", "CU"],
    ["homeoffice-gov-uk.com", "GB"],
  ])("still reads %s as a copy of %s's portal", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "lookalike", iso2 });
  });
});
