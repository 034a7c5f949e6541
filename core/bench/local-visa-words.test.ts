// With the real registry: under a country's internet code, visa words in that country's own language speak
// to its residents (an agency for their visas abroad), while the words foreign travellers read name the
// country whose visa is sold.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a visa word under a country's internet code", () => {
  it.each(["visum-service.de", "visum.at", "vize.com.tr", "visado.es", "visto.com.br", "wiza.pl"])(
    "reads %s, in the country's own language, as a visa service of no country",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "visa-service", iso2: null });
    },
  );

  it.each([
    ["evisa.com.tr", "TR"],
    ["visa-online.de", "DE"],
    ["visa-vize.com.tr", "TR"],
    ["visum.com.tr", "TR"],
  ])("still reads %s, in words foreign travellers read, as %s's visa sold", (host, iso2) => {
    expect(verdict(host).iso2).toBe(iso2);
  });
});
