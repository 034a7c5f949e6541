// Node edge: the signed snapshot file that `registry sign` writes, re-read when a newer one replaces it.
import { readFileSync, statSync } from "node:fs";
import { type PublishedSnapshot, publishedFrom, type SignedSnapshotSource } from "./published-snapshot.ts";

/**
 * Serves the file's envelope; a maintainer publishes a newer one by replacing the file (no restart).
 * A missing or unreadable file means nothing is published yet.
 */
export function signedSnapshotFileSource(file: string): SignedSnapshotSource {
  let seen = "";
  let current: PublishedSnapshot | null = null;
  return () => {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    if (stamp === seen) return current;
    seen = stamp;
    try {
      current = publishedFrom(readFileSync(file, "utf8"));
    } catch {
      current = null;
    }
    if (current === null) console.error(`entryguard: ${file} is not a signed snapshot; nothing is served`);
    return current;
  };
}
