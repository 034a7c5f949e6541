// With the real registry: sites sell one country's visa to another country's people and say so in their
// name. The people's country is the traveller's own, never the visa sold, wherever it stands.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("the traveller's country in a host", () => {
  it.each([
    ["azevisa-for-us-citizens.org", "AZ"],
    ["evisa-md-for-us-citizens.com", "MD"],
    ["egypt-visa-us-citizens.com", "EG"],
    ["india-visa-for-uk-citizens.com", "IN"],
    ["uk-passport-holders-turkey-evisa.com", "TR"],
    ["vietnam-visa-for-indians.com", "VN"],
    // the people's plural is a word, so a programme that must stand among known words still does
    ["estagermany-for-indians.org", "US"],
  ])("reads %s as %s's visa sold", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });

  it.each([
    ["france-national-visa.com", "FR"],
    ["nz-resident-visa.com", "NZ"],
  ])("reads %s, a kind of the country's own visa, as %s's", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });
});
