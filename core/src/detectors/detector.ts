import type { Reason } from "../contract/types.ts";
import type { HostDescription } from "../host/host-description.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import type { DetectionContext } from "./detection-context.ts";

/** A machine-readable code with a sentence a traveller understands (the contract's `Reason`). */
export type { Reason };

/**
 * What a detector found: the host imitates a country's portal (lookalike), presents itself as a visa
 * service for a country (impersonation), or is a private visa service that names no country.
 */
export interface Detection {
  readonly kind: "lookalike" | "impersonation" | "visa-service";
  /** The country imitated; null only for a visa service that names none. */
  readonly country: SnapshotCountry | null;
  /** The official host imitated, when one specific host is. */
  readonly imitates: string | null;
  readonly reasons: readonly Reason[];
}

/** A detector judging one non-official host. */
export type Detect = (host: HostDescription) => Detection | null;

/**
 * A detector is a factory: given the context built once from the registry, it returns the function that
 * judges hosts. The verdict runs detectors in order and takes the first detection.
 */
export interface Detector {
  readonly name: string;
  create(context: DetectionContext): Detect;
}
