import type { z } from "zod";
import type { countryListSchema, countryViewSchema, portalViewSchema } from "./country-view.ts";
import type { problemSchema } from "./problem.ts";
import type { reasonSchema, VERDICT_KINDS, verdictSchema } from "./verdict.ts";
import type { verificationResultSchema, verifyAnswerSchema } from "./verification-result.ts";

/** Makes every field and array of a parsed contract value read-only: faces build answers, never edit them. */
type Frozen<T> = T extends readonly (infer E)[]
  ? readonly Frozen<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

export type VerdictKind = (typeof VERDICT_KINDS)[number];
export type Reason = Frozen<z.output<typeof reasonSchema>>;
export type Verdict = Frozen<z.output<typeof verdictSchema>>;
export type VerificationResult = Frozen<z.output<typeof verificationResultSchema>>;
export type VerifyAnswer = Frozen<z.output<typeof verifyAnswerSchema>>;
export type PortalView = Frozen<z.output<typeof portalViewSchema>>;
export type CountryView = Frozen<z.output<typeof countryViewSchema>>;
export type CountryList = Frozen<z.output<typeof countryListSchema>>;
export type Problem = Frozen<z.output<typeof problemSchema>>;
