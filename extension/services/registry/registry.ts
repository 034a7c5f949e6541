// The registry as bundled at build time: the extension never fetches it, so no request leaves the browser.
import { createVerifier, type PreparedDetection, type RegistryIndex, type Snapshot } from "@entryguard/core";
import preparedJson from "../../generated/prepared-detection.json" with { type: "json" };
import snapshotJson from "../../generated/snapshot.json" with { type: "json" };

/** The snapshot built from the registry records when the extension was built. */
export const snapshot: Snapshot = snapshotJson as unknown as Snapshot;

/**
 * Core's prepared detection form of that snapshot, made at build time: the worker restores the costly
 * names and words from it on each wake. Core ignores it for any other snapshot (a signed update).
 */
const prepared = preparedJson as unknown as PreparedDetection;

let index: RegistryIndex | undefined;

/** The indexed registry, built once per context (service worker, page or content script). */
export function registryIndex(): RegistryIndex {
  index ??= createVerifier(snapshot, undefined, prepared);
  return index;
}

/**
 * Judges with a newer, verified snapshot from the update channel from now on (services/updates). The index
 * is built before it replaces the current one, so a snapshot core cannot index changes nothing.
 */
export function useSnapshot(next: Snapshot): void {
  index = createVerifier(next);
}

/** The snapshot judged with now: the bundled one, or a newer verified one from the update channel. */
export function currentSnapshot(): Snapshot {
  return registryIndex().snapshot;
}

/** The date of the snapshot's newest record change (its version starts with it). */
export function snapshotDate(): string {
  return snapshot.version.split(".")[0] ?? snapshot.version;
}
