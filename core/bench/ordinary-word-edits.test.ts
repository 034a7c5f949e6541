// With the real registry: a host one changed letter from France-Visas whose changed word is another ordinary
// word beside the visa word names that word (a fiancé-visa service), while the slips fakes make of the
// portal's name stay lookalikes.
import { loadSnapshot } from "@entryguard/registry";
import { describe, expect, it } from "vitest";
import { createVerifier } from "../src/index.ts";

const verifier = createVerifier(loadSnapshot());
const verdict = (host: string) => {
  const outcome = verifier.verify(host);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return { kind: outcome.result.verdict.kind, iso2: outcome.result.iso2 };
};

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
