// With the real registry: the lexicon reads Polish "wiza", so a Polish seller's name of a destination beside it
// names that country, as an English, German or Spanish one does (`wiza-turcja.pl`, `ewiza-wlochy.com`).
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a country's Polish name beside a visa word", () => {
  it.each([
    ["wiza-turcja.pl", "TR"],
    ["indie-wiza.pl", "IN"],
    ["ewiza-wietnam.com", "VN"],
    ["wiza-kenia.pl", "KE"],
    ["wiza-wlochy.pl", "IT"],
  ])("reads %s as %s's", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });
});
