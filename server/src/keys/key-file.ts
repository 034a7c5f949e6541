import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { hashApiKey } from "./api-key.ts";
import { type CreatedKey, isKeyRecord, type KeyLookup, type KeyRecord, newKey } from "./key-record.ts";
import type { KeyStore } from "./key-store.ts";

interface KeyFileContent {
  readonly keys: KeyRecord[];
}

/** Reads the keys file; a missing file is an empty one. */
export function readKeyFile(path: string): KeyRecord[] {
  if (!existsSync(path)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`The keys file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  const keys = (parsed as KeyFileContent)?.keys;
  if (!Array.isArray(keys)) throw new Error(`The keys file ${path} must hold {"keys": [...]}`);
  const bad = keys.findIndex((k) => !isKeyRecord(k));
  if (bad >= 0) {
    throw new Error(
      `The keys file ${path}: entry ${bad + 1} is not a key record (id, name, plan, hash, created_at, revoked_at)`,
    );
  }
  return keys;
}

/** Writes the keys file atomically, readable by its owner only. */
export function writeKeyFile(path: string, keys: readonly KeyRecord[]): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, path);
}

/** Adds a key for `name` on `plan` and returns the key (shown once) with its record. */
export function createKey(path: string, name: string, plan: string): CreatedKey {
  const keys = readKeyFile(path);
  const created = newKey(name, plan);
  writeKeyFile(path, [...keys, created.record]);
  return created;
}

/** Appends records whose ids the file does not hold yet; returns how many. */
export function addKeys(path: string, records: readonly KeyRecord[]): number {
  const keys = readKeyFile(path);
  const ids = new Set(keys.map((k) => k.id));
  const added: KeyRecord[] = [];
  for (const record of records) {
    if (ids.has(record.id)) continue;
    ids.add(record.id);
    added.push(record);
  }
  if (added.length > 0) writeKeyFile(path, [...keys, ...added]);
  return added.length;
}

/** Marks a key revoked; false when no such id exists. */
export function revokeKey(path: string, id: string): boolean {
  const keys = readKeyFile(path);
  const found = keys.find((k) => k.id === id);
  if (!found) return false;
  writeKeyFile(
    path,
    keys.map((k) =>
      k.id === id && k.revoked_at === null ? { ...k, revoked_at: new Date().toISOString() } : k,
    ),
  );
  return true;
}

/** Presented keys remembered once accepted; past this many the memory starts afresh (a bound, not an LRU). */
const ACCEPTED_CACHE_SIZE = 10_000;

/**
 * Finds keys against an in-memory list, by the SHA-256 of the presented key. A lookup by hash reveals
 * nothing worth having through its timing: matching a stored hash means finding a 256-bit key, so there is
 * no need to compare against every stored hash in constant time (which cost O(keys) per call, and a shared
 * store may hold thousands). Accepted keys are remembered, so a key holder's calls skip the hashing;
 * refused ones are not, so random keys cannot fill the memory.
 */
export function keyLookupOf(records: readonly KeyRecord[]): KeyLookup {
  const byHash = new Map<string, KeyRecord>();
  for (const r of records) if (r.revoked_at === null) byHash.set(r.hash.toLowerCase(), r);
  const accepted = new Map<string, KeyRecord>();
  return {
    find(presented) {
      const known = accepted.get(presented);
      if (known) return known;
      const found = byHash.get(hashApiKey(presented));
      if (found) {
        if (accepted.size >= ACCEPTED_CACHE_SIZE) accepted.clear();
        accepted.set(presented, found);
      }
      return found;
    },
  };
}

/** A lookup over the keys file that picks up `keys create`/`revoke` while the server runs. */
export function fileKeyLookup(path: string, recheckMs = 1_000): KeyLookup {
  let lookup = keyLookupOf(readKeyFile(path));
  let stamp = existsSync(path) ? statSync(path).mtimeMs : 0;
  let checkedAt = Date.now();
  return {
    find(presented) {
      const now = Date.now();
      if (now - checkedAt >= recheckMs) {
        checkedAt = now;
        const mtime = existsSync(path) ? statSync(path).mtimeMs : 0;
        if (mtime !== stamp) {
          try {
            lookup = keyLookupOf(readKeyFile(path));
            stamp = mtime;
          } catch (error) {
            // A half-edited file keeps the last good keys rather than locking everyone out.
            console.error(
              JSON.stringify({ level: "error", msg: "keys file unreadable", error: String(error) }),
            );
          }
        }
      }
      return lookup.find(presented);
    },
  };
}

/** The keys file as a key store: the default without Redis. */
export function fileKeyStore(path: string, recheckMs = 1_000): KeyStore {
  const lookup = fileKeyLookup(path, recheckMs);
  return {
    where: `keys file ${path}`,
    find: (presented) => lookup.find(presented),
    state: () => "file",
    create: async (name, plan) => createKey(path, name, plan),
    list: async () => readKeyFile(path),
    add: async (records) => addKeys(path, records),
    revoke: async (id) => revokeKey(path, id),
    close: async () => {},
  };
}
