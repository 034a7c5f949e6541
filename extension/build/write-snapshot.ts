// Node side of the build: the extension bundles the registry snapshot instead of fetching it.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadSnapshot } from "@entryguard/registry";

/** Where the bundled snapshot is written; the extension imports this JSON. */
export const snapshotJsonFile = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "generated",
  "snapshot.json",
);

/** Builds the snapshot from the registry records and writes it when its content changed. */
export function writeSnapshotJson(file: string = snapshotJsonFile): void {
  const json = `${JSON.stringify(loadSnapshot())}\n`;
  let current = "";
  try {
    current = readFileSync(file, "utf8");
  } catch {
    // First build: nothing written yet.
  }
  if (current === json) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, json);
}
