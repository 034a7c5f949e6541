import { createRegistryIndex } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import type { AppConfig } from "../config/app-config.ts";
import { fileKeyLookup } from "../keys/key-file.ts";
import { createMemoryRateLimiter } from "../limits/memory-rate-limiter.ts";
import { createRedisRateLimiter } from "../limits/redis-rate-limiter.ts";
import { signedSnapshotFileSource } from "../routes/registry-snapshot/index.ts";
import type { AppDeps } from "./app-deps.ts";

/** Wires the real registry, the keys file and the configured limiter (in memory unless REDIS_URL is set). */
export function createDeps(config: AppConfig): AppDeps {
  const limiter = config.redisUrl
    ? createRedisRateLimiter({ url: config.redisUrl, timeoutMs: config.redisTimeoutMs })
    : createMemoryRateLimiter();
  return {
    index: createRegistryIndex(loadSnapshot()),
    config,
    limiter,
    keys: fileKeyLookup(config.keysFile),
    signedSnapshot: signedSnapshotFileSource(config.signedSnapshotFile),
  };
}
