// With the real registry: Albania's e-albania.al, Korea's e-arrivalcard.go.kr and Poland's e-konsulat.gov.pl
// set one letter apart. That letter is what makes each name its portal's: without it the rest is a country's
// name, an ordinary phrase or a word (German and Polish for consulate) that any site may bear.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a portal name that sets one letter apart", () => {
  it.each(["albania.com", "konsulat.com", "konsulat.de"])(
    "reads %s, the name without its letter, as no copy of any portal",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "unrelated", iso2: null });
    },
  );

  it.each(["arrivalcard.com", "arrival-card.online"])(
    "reads %s, an arrival card no country is named for, as a visa service, not Korea's card",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "visa-service", iso2: null });
    },
  );

  it("reads a country named beside the phrase as that country's card sold", () => {
    expect(verdict("singapore.arrival-card.com")).toEqual({ kind: "impersonation", iso2: "SG" });
  });

  it.each([
    ["ealbania.com", "AL"],
    ["e-albnia.al", "AL"],
    ["earrivalcard.org", "KR"],
    ["e-arivalcard.com", "KR"],
    ["ekonsulat.com", "PL"],
  ])("still reads %s, the name with its letter or a slip of it, as a copy of %s's portal", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "lookalike", iso2 });
  });
});
