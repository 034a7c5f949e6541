// Node side of the build: the extension bundles the registry snapshot instead of fetching it, and core's
// prepared detection form of that snapshot, so the service worker restores the costly part of its
// verifier instead of computing it on every wake.
import { join } from "node:path";
import { prepareDetection } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import { generatedDir, writeGenerated } from "./write-generated.ts";

/** Where the bundled snapshot is written; the extension imports this JSON. */
export const snapshotJsonFile = join(generatedDir, "snapshot.json");
/** Where the prepared detection form of that snapshot is written. */
export const preparedJsonFile = join(generatedDir, "prepared-detection.json");

/**
 * Builds the snapshot from the registry records and writes it (and its prepared form) when changed. The
 * records' notes, a quarter of the snapshot, are left out: no page of the extension shows them and no
 * verdict reads them, while every wake of the worker would parse them.
 */
export function writeSnapshotJson(file: string = snapshotJsonFile, preparedFile = preparedJsonFile): void {
  const snapshot = loadSnapshot();
  writeGenerated(file, { ...snapshot, countries: snapshot.countries.map((c) => ({ ...c, notes: "" })) });
  writeGenerated(preparedFile, prepareDetection(snapshot));
}
