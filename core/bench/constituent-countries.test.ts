// With the real registry: England, Scotland, Wales and Northern Ireland share the United Kingdom's visas and
// ETA. A site selling "a Scotland ETA" sells the UK's; and "Northern Ireland" must not read as Ireland, the
// Republic, whose portal the warning would then offer.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("the countries of the United Kingdom beside a visa word", () => {
  it.each([
    "england-visa.com",
    "scotland-eta.com",
    "wales-visa.com",
    "northern-ireland-visa.com",
    "northernireland-eta.com",
  ])("reads %s as the United Kingdom's", (host) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2: "GB" });
  });

  it.each([
    ["ireland-visa.com", "IE"],
    // the Republic, and places whose last word is one of the four
    ["new-south-wales-visa.com", "AU"],
    ["new-england-visa.com", "US"],
  ])("reads %s as %s's", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });
});
