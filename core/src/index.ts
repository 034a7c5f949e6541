/**
 * @module
 * Entryguard's core: the one verdict on a URL against a registry snapshot that the caller passes in.
 * Pure TypeScript with no runtime APIs, so it runs in an extension service worker, Node and edge runtimes.
 */
export { countryListSchema, countryViewSchema, portalViewSchema } from "./contract/country-view.ts";
export { problemSchema } from "./contract/problem.ts";
export type {
  CountryList,
  CountryView,
  PortalView,
  Problem,
  VerifyAnswer,
} from "./contract/types.ts";
export { reasonSchema, verdictSchema } from "./contract/verdict.ts";
export {
  attributionSchema,
  verificationResultSchema,
  verifyAnswerSchema,
} from "./contract/verification-result.ts";
export {
  buildCountryLookup,
  type CountryLookup,
  type CountryMatch,
  countryQueryRefusal,
  type FuzzyKey,
  findCountry,
  fuzzyCandidates,
  MAX_COUNTRY_QUERY_LENGTH,
  MAX_NORMALISED_QUERY_LENGTH,
  suggestCountries,
  type UnknownCountryError,
} from "./country/country-lookup.ts";
export { normalizeName } from "./country/normalize-name.ts";
export { defaultDetectors } from "./detectors/default-detectors.ts";
export type { DetectionContext } from "./detectors/detection-context.ts";
export type { Detect, Detection, Detector } from "./detectors/detector.ts";
export { type PreparedDetection, prepareDetection } from "./detectors/prepared-detection.ts";
export { describeHost, type HostDescription } from "./host/host-description.ts";
export { FILLER_WORDS, PATTERN_VISA_WORDS, VISA_WORDS } from "./lexicon/visa-words.ts";
export { buildPrefilterTable } from "./prefilter/build-prefilter.ts";
export { createPrefilter, type Prefilter, type PrefilterTable } from "./prefilter/host-prefilter.ts";
export { INFORMATION_HEADLINES } from "./sentences/sentences.ts";
export {
  officialPortalsFor,
  type PortalIndex,
  type PortalRef,
  portalHosts,
  snapshotPortalHosts,
} from "./snapshot/portal-index.ts";
export * from "./snapshot/record-schema.ts";
export type { RegistryRole } from "./snapshot/registry-roles.ts";
export * from "./snapshot/snapshot-schema.ts";
export { MAX_INPUT_LENGTH, type ParsedHost, parseInput } from "./url/parse-input.ts";
export { createVerifier } from "./verdict/create-verifier.ts";
export { createRegistryIndex, type RegistryIndex } from "./verdict/registry-index.ts";
export {
  type Reason,
  VERDICT_KINDS,
  type Verdict,
  type VerdictKind,
  type VerificationResult,
  type VerifyOutcome,
  WARNING_KINDS,
} from "./verdict/verification-result.ts";
export { type Verifier, type VerifyOptions, verify } from "./verdict/verify.ts";
