// The older name of a built snapshot, kept so that callers written against `createRegistryIndex` (the
// faces and tests) go on working. It lives beside the verifier so that snapshot/ never imports verdict/.
import type { Detector } from "../detectors/detector.ts";
import type { Snapshot } from "../snapshot/snapshot-schema.ts";
import { createVerifier } from "./create-verifier.ts";
import type { Verifier } from "./verify.ts";

/** The name faces use for a built snapshot: the verifier itself. */
export type RegistryIndex = Verifier;

/** `createVerifier` under the name faces already call; `detectors` defaults to the standard ones. */
export function createRegistryIndex(
  snapshot: Snapshot,
  options: { detectors?: readonly Detector[] } = {},
): Verifier {
  return createVerifier(snapshot, options.detectors);
}
