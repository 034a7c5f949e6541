// With the real registry: the abbreviations Spanish and Portuguese write for the United States (EEUU, EUA),
// which the country dataset lacks and the record's aliases give, name it beside a visa word as USA does.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a country's abbreviation in another language", () => {
  it.each(["esta-eeuu.com", "visadoeeuu.com", "visto-eua.com", "euavisa.com"])(
    "reads %s as the United States' ESTA or visa sold",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "impersonation", iso2: "US" });
    },
  );

  it.each(["viajeseeuu.com", "seuavisa.com"])(
    "reads no country into %s (no visa word; the letters of another word)",
    (host) => {
      expect(verdict(host).iso2).toBeNull();
    },
  );
});
