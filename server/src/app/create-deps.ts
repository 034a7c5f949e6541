import { createRegistryIndex } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import type { AppConfig } from "../config/app-config.ts";
import type { KeyStore } from "../keys/key-store.ts";
import { serverKeyStore } from "../keys/open-key-store.ts";
import { createMemoryRateLimiter } from "../limits/memory-rate-limiter.ts";
import { createRedisRateLimiter } from "../limits/redis-rate-limiter.ts";
import { signedSnapshotFileSource } from "../routes/registry-snapshot/index.ts";
import type { AppDeps } from "./app-deps.ts";

/**
 * Wires the real registry, the key store and the limiter: with REDIS_URL both keys and limits live in
 * Redis (shared by every instance), without it the keys file and in-memory counters.
 */
export function createDeps(config: AppConfig): AppDeps & { readonly keys: KeyStore } {
  const limiter = config.redisUrl
    ? createRedisRateLimiter({ url: config.redisUrl, timeoutMs: config.redisTimeoutMs })
    : createMemoryRateLimiter();
  return {
    index: createRegistryIndex(loadSnapshot()),
    config,
    limiter,
    keys: serverKeyStore(config),
    signedSnapshot: signedSnapshotFileSource(config.signedSnapshotFile),
  };
}
