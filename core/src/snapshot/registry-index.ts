// The older name of a built snapshot, kept so that callers written against `createRegistryIndex` (the
// faces, and tests importing this path) go on working. New code calls `createVerifier`.
import type { Detector } from "../detectors/detector.ts";
import { createVerifier } from "../verdict/create-verifier.ts";
import type { Verifier } from "../verdict/verify.ts";
import type { Snapshot } from "./snapshot-schema.ts";

/** The name faces use for a built snapshot: the verifier itself. */
export type RegistryIndex = Verifier;

/** `createVerifier` under the name faces already call; `detectors` defaults to the standard ones. */
export function createRegistryIndex(
  snapshot: Snapshot,
  options: { detectors?: readonly Detector[] } = {},
): Verifier {
  return createVerifier(snapshot, options.detectors);
}
