// The verdict on one host with the real registry, as the tests of core/bench read it: its kind and country.
import { loadSnapshot } from "@entryguard/registry";
import { createVerifier } from "../../src/index.ts";

const verifier = createVerifier(loadSnapshot());

/** The verdict's kind and country code for `host`; a host the verifier refuses fails the test. */
export function realVerdict(host: string): { kind: string; iso2: string | null } {
  const outcome = verifier.verify(host);
  if (!outcome.ok) throw new Error(`${host} was refused: ${outcome.error.message}`);
  return { kind: outcome.result.verdict.kind, iso2: outcome.result.iso2 };
}
