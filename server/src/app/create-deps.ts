import { createRegistryIndex } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import type { AppConfig } from "../config/app-config.ts";
import { createMemoryRateLimiter } from "../limits/memory-rate-limiter.ts";
import type { AppDeps } from "./app-deps.ts";

/** Wires the real registry and the configured limiter (in memory unless REDIS_URL is set). */
export function createDeps(config: AppConfig): AppDeps {
  return { index: createRegistryIndex(loadSnapshot()), config, limiter: createMemoryRateLimiter() };
}
