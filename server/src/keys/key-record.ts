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
  find(presentedKey: string): KeyRecord | undefined;
}
