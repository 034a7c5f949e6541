import type { CreatedKey, KeyLookup, KeyRecord } from "./key-record.ts";

/**
 * Where API keys live: the keys file (one instance, or instances sharing a disk) or Redis (every instance
 * behind a load balancer). `entryguard keys` manages either; the server only calls `find`.
 */
export interface KeyStore extends KeyLookup {
  /** Where the keys are, for messages (a Redis URL is shown without its password). */
  readonly where: string;
  /** Stores a new key on `plan` for `name` and returns it; the key itself is never stored. */
  create(name: string, plan: string): Promise<CreatedKey>;
  /** Every key ever created, revoked ones included, oldest first. */
  list(): Promise<KeyRecord[]>;
  /**
   * Adds records created elsewhere (moving from the keys file to Redis), ids and hashes unchanged; an id
   * already here is left as it is. Returns how many were added.
   */
  add(records: readonly KeyRecord[]): Promise<number>;
  /** Marks a key revoked; false when no key has that id. */
  revoke(id: string): Promise<boolean>;
  /** Settles once `find` can answer (keys read), or after a short bound if the store cannot be reached yet. */
  ready?(): Promise<void>;
  /** Releases connections and timers. */
  close(): Promise<void>;
}
