import type { RateDecision, RateLimiter, RatePolicy } from "./rate-limiter.ts";

/** Fixed-window counters in this process: the default store, and the fallback while Redis is down. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  return {
    state: () => "memory",
    async hit(policy: RatePolicy, clientKey: string): Promise<RateDecision> {
      const t = now();
      if (++sweeps % 1024 === 0) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      const key = `${policy.name}:${clientKey}`;
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + policy.windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return {
        allowed: w.count <= policy.limit,
        limit: policy.limit,
        remaining: Math.max(0, policy.limit - w.count),
        resetMs: w.resetAt - t,
      };
    },
  };
}
