/**
 * @module
 * The registry: record files on disk, their validation, and the snapshot that core's verdict runs on.
 */
export { type CheckOptions, checkPortal, DEFAULT_TIMEOUT_MS } from "./check/check-portal.ts";
export { type CheckTarget, checkTargets } from "./check/check-target.ts";
export { formatCheckSummary } from "./check/format-summary.ts";
export { fixedResolver, parseResolvePairs, type Resolver, systemResolver } from "./check/resolver.ts";
export { DEFAULT_CONCURRENCY, type RunOptions, runChecks } from "./check/run-checks.ts";
export {
  type CertificateInfo,
  type CheckHop,
  type CheckProblem,
  type ChecksFile,
  mergeChecks,
  type PortalCheck,
  readChecksFile,
  writeChecksFile,
} from "./checks/checks-file.ts";
export { readLastChecked } from "./checks/read-checks.ts";
export {
  type ConfirmError,
  type ConfirmInput,
  type ConfirmOutcome,
  confirmRecord,
  describeConfirmation,
} from "./confirm/confirm-record.ts";
export { findRecord, type RecordMatch } from "./confirm/find-record.ts";
export { formatRecordJson } from "./confirm/format-record-json.ts";
export { datasetFacts, isKnownIso2 } from "./dataset/country-dataset.ts";
export { checksFile, countriesDir, registryRoot, signedSnapshotFile, snapshotFile } from "./paths.ts";
export { type RecordFile, readRecordFiles } from "./records/read-records.ts";
export { signSnapshot } from "./sign/sign-snapshot.ts";
export { signSnapshotFile } from "./sign/sign-snapshot-file.ts";
export {
  importSigningKey,
  publicKeyBase64,
  readSigningKeyText,
  type SigningKeys,
  writeNewSigningKey,
} from "./sign/signing-key.ts";
export * from "./sign/update-channel.ts";
export { buildSnapshot } from "./snapshot/build-snapshot.ts";
export { InvalidRegistryError, loadSnapshot } from "./snapshot/load-snapshot.ts";
export {
  countKnownUnofficial,
  formatKnownUnofficialCounts,
  type KnownUnofficialCounts,
} from "./stats/known-unofficial-counts.ts";
export { formatProblem, type Problem } from "./validate/problem.ts";
export { type ValidationReport, type ValidRecord, validateRecords } from "./validate/validate-records.ts";
