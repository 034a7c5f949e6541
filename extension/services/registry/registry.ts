// The registry as bundled at build time: the extension never fetches it, so no request leaves the browser.
import { createRegistryIndex, type RegistryIndex, type Snapshot } from "@entryguard/core";
import snapshotJson from "../../generated/snapshot.json" with { type: "json" };

/** The snapshot built from the registry records when the extension was built. */
export const snapshot: Snapshot = snapshotJson as unknown as Snapshot;

let index: RegistryIndex | undefined;

/** The indexed registry, built once per context (service worker, page or content script). */
export function registryIndex(): RegistryIndex {
  index ??= createRegistryIndex(snapshot);
  return index;
}

/**
 * Judges with a newer, verified snapshot from the update channel from now on (services/updates). The index
 * is built before it replaces the current one, so a snapshot core cannot index changes nothing.
 */
export function useSnapshot(next: Snapshot): void {
  index = createRegistryIndex(next);
}

/** The date of the snapshot's newest record change (its version starts with it). */
export function snapshotDate(): string {
  return snapshot.version.split(".")[0] ?? snapshot.version;
}
