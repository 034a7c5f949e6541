// With the real registry: hosts of OpenDNS's public lists of popular and random domains
// (github.com/opendns/public-domain-lists, 10 000 each) that the verdict once accused, and one of the same
// shape (air-canada.ca). Each is an ordinary site: a national broadcaster under its country's code, a blog,
// a garden-soil shop, a coupon site, a car-care business.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("ordinary popular hosts", () => {
  it.each([
    // Canada's broadcaster, and a host of its shape: the country's name under its own code, as canada.ca is
    "radio-canada.ca",
    "air-canada.ca",
    // `eta` inside a word, beside letters that happen to be a code (Sri Lanka's lk, Puerto Rico's pr)
    "tinyhousetalk.com",
    "terra-preta.de",
  ])("warns about none of them: %s", (host) => {
    expect(["lookalike", "impersonation"]).not.toContain(verdict(host).kind);
  });

  it.each(["retailmenot.com", "juicydetailing.co.uk"])(
    "reads retail and detail as words, not Israel's ETA-IL: %s",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "unrelated", iso2: null });
    },
  );

  it.each([
    ["canada-ca.com", "CA"],
    ["thaievi.sa.com", "TH"],
    ["kmmd-gov.hk", "HK"],
    ["evisasg.com", "SG"],
    ["etail-israel.com", "IL"],
    // a code glued to a visa word at the label's edge still names its country (a real fake of eta.gov.lk)
    ["etalk-gov.org", "LK"],
  ])("still reads %s as %s's", (host, iso2) => {
    expect(verdict(host).iso2).toBe(iso2);
    expect(["lookalike", "impersonation"]).toContain(verdict(host).kind);
  });
});
