// With the real registry: the abbreviations Spanish and Portuguese write for the United States (EEUU, EUA),
// which the country dataset lacks and the record's aliases give, name it beside a visa word as USA does.
import { loadSnapshot } from "@entryguard/registry";
import { describe, expect, it } from "vitest";
import { createVerifier } from "../src/index.ts";

const verifier = createVerifier(loadSnapshot());
const verdict = (host: string) => {
  const outcome = verifier.verify(host);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return { kind: outcome.result.verdict.kind, iso2: outcome.result.iso2 };
};

describe("a country's abbreviation in another language", () => {
  it.each(["esta-eeuu.com", "visadoeeuu.com", "visto-eua.com", "euavisa.com"])(
    "reads %s as the United States' ESTA or visa sold",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "impersonation", iso2: "US" });
    },
  );

  it.each(["viajeseeuu.com", "seuavisa.com"])(
    "reads no country into %s without a visa word beside it",
    (host) => {
      expect(verdict(host).iso2).toBeNull();
    },
  );
});
