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
