import { RedisStore } from "hono-rate-limiter";
import { Redis } from "ioredis";
import { createMemoryRateLimiter } from "./memory-rate-limiter.ts";
import type { RateDecision, RateLimiter, RatePolicy } from "./rate-limiter.ts";

export interface RedisLimiterOptions {
  readonly url: string;
  /** Longest wait for Redis before this instance counts on its own for that call. */
  readonly timeoutMs: number;
  /** After a failure, how long calls skip Redis before trying it again (so an outage costs one wait). */
  readonly retryAfterMs?: number;
  /** Where state changes (fallback, recovery) are logged. */
  readonly log?: (entry: Record<string, unknown>) => void;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * Counts hits in Redis (hono-rate-limiter's RedisStore: one atomic Lua script per hit), so every instance
 * shares one limit. While Redis is unreachable each call falls back to this instance's own counters
 * rather than hanging or failing; ioredis keeps reconnecting and shared counting resumes by itself.
 */
export function createRedisRateLimiter(options: RedisLimiterOptions): RateLimiter {
  const log =
    options.log ?? ((entry) => console.error(JSON.stringify({ time: new Date().toISOString(), ...entry })));
  const client = new Redis(options.url, {
    // Fail fast while disconnected instead of queueing commands behind a dead connection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: Math.max(options.timeoutMs * 4, 1_000),
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
    lazyConnect: false,
  });
  client.on("error", () => {
    // Reported once per outage below; ioredis retries by itself.
  });
  const redisClient = {
    scriptLoad: (script: string) => client.script("LOAD", script) as Promise<string>,
    evalsha: <TArgs extends unknown[], TData = unknown>(sha1: string, keys: string[], args: TArgs) =>
      client.evalsha(sha1, keys.length, ...keys, ...(args as (string | number)[])) as Promise<TData>,
    decr: (key: string) => client.decr(key),
    del: (key: string) => client.del(key),
  };
  const stores = new Map<string, RedisStore>();
  const fallback = createMemoryRateLimiter();
  let degraded = false;
  let skipUntil = 0;
  const retryAfterMs = options.retryAfterMs ?? 1_000;
  client.on("ready", () => {
    skipUntil = 0;
    if (!degraded) return;
    degraded = false;
    log({ level: "info", msg: "Redis reconnected: rate limits are shared again" });
  });

  function storeFor(policy: RatePolicy): RedisStore {
    const id = `${policy.name}:${policy.windowMs}`;
    let store = stores.get(id);
    if (!store) {
      store = new RedisStore({ client: redisClient, prefix: `eg:rl:${policy.name}:` });
      store.init({ windowMs: policy.windowMs } as never);
      stores.set(id, store);
    }
    return store;
  }

  return {
    async hit(policy: RatePolicy, clientKey: string): Promise<RateDecision> {
      try {
        if (client.status !== "ready") throw new Error(`Redis connection is ${client.status}`);
        if (Date.now() < skipUntil) return fallback.hit(policy, clientKey);
        const info = await withTimeout(storeFor(policy).increment(clientKey), options.timeoutMs);
        if (degraded) {
          degraded = false;
          log({ level: "info", msg: "rate limits shared through Redis again" });
        }
        const resetMs = info.resetTime ? Math.max(0, info.resetTime.getTime() - Date.now()) : policy.windowMs;
        return {
          allowed: info.totalHits <= policy.limit,
          limit: policy.limit,
          remaining: Math.max(0, policy.limit - info.totalHits),
          resetMs,
        };
      } catch (error) {
        skipUntil = Date.now() + retryAfterMs;
        if (!degraded) {
          degraded = true;
          log({
            level: "warn",
            msg: "Redis unreachable: rate limits are per instance until it returns",
            error: (error as Error).message,
          });
        }
        return fallback.hit(policy, clientKey);
      }
    },
    state() {
      return degraded || client.status !== "ready" ? "local-fallback" : "redis";
    },
    async close() {
      client.disconnect();
    },
  };
}
