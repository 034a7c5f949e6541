import type { RegistryIndex } from "@entryguard/core";
import type { AppConfig } from "../config/app-config.ts";
import type { KeyLookup } from "../keys/key-record.ts";
import type { RateLimiter } from "../limits/rate-limiter.ts";
import type { SignedSnapshotSource } from "../routes/registry-snapshot/index.ts";

/** What the app needs from outside: the indexed registry, configuration and the shared limiter. */
export interface AppDeps {
  readonly index: RegistryIndex;
  readonly config: AppConfig;
  readonly limiter: RateLimiter;
  /** The API keys; without it every key is refused (keyless calls still work). */
  readonly keys?: KeyLookup;
  /** The signed snapshot the extension updates from; without it the route answers 404. */
  readonly signedSnapshot?: SignedSnapshotSource;
}
