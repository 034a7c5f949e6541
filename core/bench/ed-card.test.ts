// With the real registry: "ED card" (embarkation/disembarkation card) is what Aruba, Dominica, Grenada and
// the British Virgin Islands call their arrival forms. Grenada's portal is edcard.gov.gd, but a host that
// writes another of those countries beside "ED card" sells that country's card: the warning must not send
// its traveller to Grenada's portal.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("the ED card beside a country", () => {
  it.each([
    ["aruba-edcard.com", "AW"],
    ["aruba-ed-card.com", "AW"],
    ["dominica-ed-card.com", "DM"],
    ["grenada-edcard.com", "GD"],
  ])("reads %s as %s's card sold", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });

  it.each([
    ["edcard-dominica-gov-dm.com", "DM"],
    ["edcard-gov-gd.com", "GD"],
    ["edcard-aruba.com", "AW"],
  ])("reads %s as a copy of %s's portal", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "lookalike", iso2 });
  });

  it("reads a bare ED card site as a private service, no country's copy", () => {
    expect(verdict("edcard-online.com")).toEqual({ kind: "visa-service", iso2: null });
  });

  it.each(["redcard.com", "medcard-usa.com"])("reads no card into %s", (host) => {
    expect(verdict(host).kind).toBe("unrelated");
  });
});
