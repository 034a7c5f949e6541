import type { RegistryData } from "../snapshot/registry-index.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import type { ParsedHost } from "../url/parse-input.ts";
import type { Reason } from "../verdict/verification-result.ts";

/** What a detector found: the host imitates a country's portal (lookalike) or its visa service (impersonation). */
export interface Detection {
  readonly kind: "lookalike" | "impersonation";
  readonly country: SnapshotCountry;
  /** The official host imitated, when one specific host is. */
  readonly imitates: string | null;
  readonly reasons: readonly Reason[];
}

/**
 * A detector indexes the registry once (`prepare`) and then judges non-official hosts. The verdict runs
 * them in order and takes the first detection, so callers never change when detectors are added.
 */
export interface Detector {
  readonly name: string;
  prepare(data: RegistryData): (host: ParsedHost) => Detection | null;
}

export interface PreparedDetector {
  readonly name: string;
  readonly detect: (host: ParsedHost) => Detection | null;
}
