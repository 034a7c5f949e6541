import type { VerdictKind, VerificationResult } from "../contract/types.ts";
import type { UnknownCountryError } from "../country/country-lookup.ts";

// The result's shape is the contract's (core/src/contract): one zod schema, every face derived from it.
export type { Reason, Verdict, VerdictKind, VerificationResult } from "../contract/types.ts";
export { VERDICT_KINDS } from "../contract/verdict.ts";

/** The kinds that warn a traveller away: a face shows its warning page for these only. */
export const WARNING_KINDS: readonly VerdictKind[] = ["lookalike", "impersonation"];

export type VerifyOutcome =
  | { readonly ok: true; readonly result: VerificationResult }
  | { readonly ok: false; readonly error: UnknownCountryError };
