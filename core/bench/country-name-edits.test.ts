// With the real registry: Zambia's portal zambiaimmigration.gov.zm is one letter from "gambiaimmigration".
// A host that writes Gambia's name beside a visa word sells Gambia's visa; a warning that it copies Zambia's
// portal would send the traveller to the wrong country's portal.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a country's name one letter from another country's portal name", () => {
  it.each(["gambia-immigration.com", "gambiaimmigration.com"])("reads %s as The Gambia's", (host) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2: "GM" });
  });

  it.each(["zambiaimmigratlon.com", "zambia-immigratlon.com", "zambia-immigration.com"])(
    "still reads %s, a slip elsewhere, as a copy of Zambia's portal",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "lookalike", iso2: "ZM" });
    },
  );

  // A code glued to a visa word, as before: the edit is in Saudi Arabia's code, not a slip of Angola's
  // `smevisa`, which under another suffix stays a copy of Angola's portal.
  it("reads saevisa.com as Saudi Arabia's", () => {
    expect(verdict("saevisa.com")).toEqual({ kind: "impersonation", iso2: "SA" });
  });

  it("still reads smevisa.com as a copy of Angola's portal", () => {
    expect(verdict("smevisa.com")).toEqual({ kind: "lookalike", iso2: "AO" });
  });
});
