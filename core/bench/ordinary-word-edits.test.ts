// With the real registry: a host one changed letter from France-Visas whose changed word is another ordinary
// word beside the visa word names that word (a fiancé-visa service), while the slips fakes make of the
// portal's name stay lookalikes.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("an ordinary word in place of a portal's word", () => {
  it.each(["fiance-visas.com", "fiancevisas.co.uk"])(
    "reads %s as a visa service, not France-Visas imitated",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "visa-service", iso2: null });
    },
  );

  it.each(["frence-visas.com", "france-visa.com", "france-visas.com"])(
    "still reads %s as France-Visas imitated",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "lookalike", iso2: "FR" });
    },
  );
});
