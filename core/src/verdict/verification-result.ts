import type { UnknownCountryError } from "../country/country-lookup.ts";
import type { Reason } from "../detectors/detector.ts";

/** Every verdict kind, in the order DESIGN.md's table lists them. */
export const VERDICT_KINDS = [
  "official",
  "lookalike",
  "impersonation",
  "visa-service",
  "partner",
  "unconfirmed",
  "unrelated",
  "invalid",
] as const;

export type VerdictKind = (typeof VERDICT_KINDS)[number];

/** The kinds that warn a traveller away: a face shows its warning page for these only. */
export const WARNING_KINDS: readonly VerdictKind[] = ["lookalike", "impersonation"];

export type { Reason };

export interface Verdict {
  readonly kind: VerdictKind;
  readonly reasons: readonly Reason[];
  /** The official host that was imitated (lookalike), else null. */
  readonly imitates: string | null;
  /** The host a browser would connect to (ASCII), or null when the input has none. */
  readonly host: string | null;
  /** The same host in Unicode, so a homoglyph can be shown as the traveller sees it. */
  readonly host_unicode: string | null;
}

/** The documented verification result every face returns. */
export interface VerificationResult {
  readonly checked_url: string;
  readonly official: boolean;
  readonly country: string | null;
  readonly iso2: string | null;
  readonly real_url: string | null;
  readonly warning: string | null;
  readonly status: "verified" | "unverified" | null;
  readonly checked_on: string | null;
  readonly updated_on: string | null;
  readonly last_checked: string | null;
  readonly verdict: Verdict;
}

export type VerifyOutcome =
  | { readonly ok: true; readonly result: VerificationResult }
  | { readonly ok: false; readonly error: UnknownCountryError };
