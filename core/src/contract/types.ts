import type { z } from "zod";
import type { countryListSchema, countryViewSchema, portalViewSchema } from "./country-view.ts";
import type { problemSchema } from "./problem.ts";
import type { reasonSchema, VERDICT_KINDS, verdictSchema } from "./verdict.ts";
import type { verificationResultSchema, verifyAnswerSchema } from "./verification-result.ts";

export type VerdictKind = (typeof VERDICT_KINDS)[number];
export type Reason = z.output<typeof reasonSchema>;
export type Verdict = z.output<typeof verdictSchema>;
export type VerificationResult = z.output<typeof verificationResultSchema>;
export type VerifyAnswer = z.output<typeof verifyAnswerSchema>;
export type PortalView = z.output<typeof portalViewSchema>;
export type CountryView = z.output<typeof countryViewSchema>;
export type CountryList = z.output<typeof countryListSchema>;
export type Problem = z.output<typeof problemSchema>;
