// Node side of the build: the extension bundles the registry snapshot instead of fetching it.
import { join } from "node:path";
import { loadSnapshot } from "@entryguard/registry";
import { generatedDir, writeGenerated } from "./write-generated.ts";

/** Where the bundled snapshot is written; the extension imports this JSON. */
export const snapshotJsonFile = join(generatedDir, "snapshot.json");

/** Builds the snapshot from the registry records and writes it when its content changed. */
export function writeSnapshotJson(file: string = snapshotJsonFile): void {
  writeGenerated(file, loadSnapshot());
}
