import { randomBytes } from "node:crypto";
import { generateApiKey, hashApiKey } from "./api-key.ts";

/** A stored API key: never the key itself, only its hash. */
export interface KeyRecord {
  readonly id: string;
  readonly name: string;
  readonly plan: string;
  /** Hex SHA-256 of the key. */
  readonly hash: string;
  readonly created_at: string;
  readonly revoked_at: string | null;
}

/** Finds the active key a caller presents; the app sees only this. */
export interface KeyLookup {
  /** The active record for a key, or undefined; throws KeyStoreUnavailableError when keys cannot be checked. */
  find(presentedKey: string): KeyRecord | undefined;
  /** Where keys are checked, for /healthz: `file`, `redis`, or `redis-unreachable` while `find` would throw. */
  state?(): "file" | "redis" | "redis-unreachable";
}

/** A new key (shown once) and the record that stores its hash. */
export interface CreatedKey {
  readonly key: string;
  readonly record: KeyRecord;
}

/** Makes a key for `name` on `plan` and its record; the caller stores the record. */
export function newKey(name: string, plan: string): CreatedKey {
  const key = generateApiKey();
  return {
    key,
    record: {
      id: `key_${randomBytes(6).toString("hex")}`,
      name,
      plan,
      hash: hashApiKey(key),
      created_at: new Date().toISOString(),
      revoked_at: null,
    },
  };
}

/** True for a value shaped like a stored record (what a keys file or Redis hands back is not trusted blindly). */
export function isKeyRecord(value: unknown): value is KeyRecord {
  const r = value as KeyRecord;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.id === "string" &&
    typeof r.name === "string" &&
    typeof r.plan === "string" &&
    typeof r.hash === "string" &&
    /^[0-9a-f]{64}$/.test(r.hash) &&
    typeof r.created_at === "string" &&
    (r.revoked_at === null || typeof r.revoked_at === "string")
  );
}
