/**
 * @module
 * Entryguard's core: the one verdict on a URL against a registry snapshot that the caller passes in.
 * Pure TypeScript with no runtime APIs, so it runs in an extension service worker, Node and edge runtimes.
 */
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
export type { Detection, Detector } from "./detectors/detector.ts";
export * from "./snapshot/record-schema.ts";
export {
  createRegistryIndex,
  officialPortalsFor,
  type PortalRef,
  portalHosts,
  type RegistryData,
  type RegistryIndex,
} from "./snapshot/registry-index.ts";
export * from "./snapshot/snapshot-schema.ts";
export { MAX_INPUT_LENGTH, type ParsedHost, parseInput } from "./url/parse-input.ts";
export type {
  Reason,
  Verdict,
  VerdictKind,
  VerificationResult,
  VerifyOutcome,
} from "./verdict/verification-result.ts";
export { type VerifyOptions, verify } from "./verdict/verify.ts";
