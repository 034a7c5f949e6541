import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { createRedisRateLimiter } from "./redis-rate-limiter.ts";

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", () => r()));
  const address = probe.address();
  await new Promise<void>((r) => probe.close(() => r()));
  return typeof address === "object" && address ? address.port : 1;
}

describe("Redis rate limiter while Redis is unreachable", () => {
  it("answers from per-instance counters instead of waiting for Redis, still limiting, and logs the fallback once", async () => {
    const logs: Record<string, unknown>[] = [];
    const limiter = createRedisRateLimiter({
      url: `redis://127.0.0.1:${await closedPort()}`,
      timeoutMs: 200,
      log: (e) => logs.push(e),
    });
    try {
      const policy = { name: "t", limit: 2, windowMs: 60_000 };
      // A hang would end in the test's own time-out; no clock is read here.
      const decisions = [];
      for (let i = 0; i < 3; i++) decisions.push(await limiter.hit(policy, "c"));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
      expect(limiter.state?.()).toBe("local-fallback");
      expect(logs.filter((l) => l.level === "warn")).toHaveLength(1);
    } finally {
      await limiter.close?.();
    }
  });
});
