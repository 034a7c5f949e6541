// With the real registry: the lexicon reads the visa word of Polish ("wiza"), Czech, Slovak and Hungarian
// ("vízum"), Croatian and Serbian ("viza") and Swedish ("visum"), so a seller's name of a destination in
// those languages beside it names that country, as an English, German or Spanish one does.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a country's name in another language beside a visa word", () => {
  it.each([
    ["wiza-turcja.pl", "TR"],
    ["indie-wiza.pl", "IN"],
    ["ewiza-wietnam.com", "VN"],
    ["wiza-kenia.pl", "KE"],
    ["wiza-wlochy.pl", "IT"],
    ["vizum-turecko.cz", "TR"],
    ["viza-turska.hr", "TR"],
    ["viza-indija.rs", "IN"],
    ["visum-turkiet.se", "TR"],
    ["vizum-torokorszag.hu", "TR"],
  ])("reads %s as %s's", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });

  // The United States' abbreviation in Croatian, Serbian and Czech is the English "sad": left out, it does
  // not break a Saudi visa seller's name into "saudi-vi-sad-c".
  it("leaves out a name that is an everyday English word", () => {
    expect(verdict("saudivisadc.com")).toEqual({ kind: "impersonation", iso2: "SA" });
    expect(verdict("sad-visa.com").iso2).toBeNull();
  });
});
