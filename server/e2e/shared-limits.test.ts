import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { openApiValidator } from "./support/openapi-validator.ts";
import { startRedis, type TestRedis } from "./support/redis-server.ts";
import { startInstance, waitForLimits, waitForSharedAgain } from "./support/test-servers.ts";

interface Outcome {
  readonly status: number;
  readonly ms: number;
  readonly headers: Headers;
}

let redis: TestRedis;
let a: RunningServer;
let b: RunningServer;
let validator: ReturnType<typeof openApiValidator>;
const problems: string[] = [];
let checked = 0;

/** One GET, timed, and checked against the served OpenAPI document. */
async function get(base: string, path: string, client: string): Promise<Outcome> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { "X-Forwarded-For": client } });
  const body = await res.text();
  const ms = performance.now() - started;
  const url = new URL(`${base}${path}`);
  const problem = validator.check("GET", url.pathname, res.status, res.headers.get("content-type"), body);
  checked += 1;
  if (problem) problems.push(problem);
  return { status: res.status, ms, headers: res.headers };
}

const verifyPath = "/v1/verify?url=https%3A%2F%2Fevisa-turkey.example%2Fapply";

beforeAll(async () => {
  redis = await startRedis();
  [a, b] = await Promise.all([
    startInstance({ REDIS_URL: redis.url }),
    startInstance({ REDIS_URL: redis.url }),
  ]);
  await Promise.all([waitForLimits(a.url, "redis"), waitForLimits(b.url, "redis")]);
  validator = openApiValidator(await (await fetch(`${a.url}/openapi.json`)).json());
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.kill();
});

describe("two instances sharing one Redis", () => {
  it("1 000 concurrent keyless requests from one client across both instances: exactly 10 succeed", async () => {
    // This counts what Redis shares, so Redis gets time to answer even on a busy machine: with the default
    // 250 ms, a slow answer falls back to counting per instance (tested below), which lets a few more through.
    const [c, d] = await Promise.all([
      startInstance({ REDIS_URL: redis.url, REDIS_TIMEOUT_MS: "5000" }),
      startInstance({ REDIS_URL: redis.url, REDIS_TIMEOUT_MS: "5000" }),
    ]);
    try {
      await Promise.all([waitForLimits(c.url, "redis"), waitForLimits(d.url, "redis")]);
      const outcomes = await Promise.all(
        Array.from({ length: 1000 }, (_, i) => get(i % 2 === 0 ? c.url : d.url, verifyPath, "198.51.100.7")),
      );
      const ok = outcomes.filter((o) => o.status === 200).length;
      const limited = outcomes.filter((o) => o.status === 429).length;
      expect(ok).toBe(10);
      expect(limited).toBe(990);
      for (const o of outcomes.filter((x) => x.status === 429)) {
        expect(Number(o.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(o.headers.get("RateLimit-Limit")).toBe("10");
      }
    } finally {
      await Promise.all([c.close(), d.close()]);
    }
  });

  it("the day limit holds at 100 across both instances", async () => {
    // Instances with a 300 ms "minute" so the day fills in seconds; the day window stays a day.
    const [c, d] = await Promise.all([
      startInstance({ REDIS_URL: redis.url, LIMIT_MINUTE_MS: "300", REDIS_TIMEOUT_MS: "5000" }),
      startInstance({ REDIS_URL: redis.url, LIMIT_MINUTE_MS: "300", REDIS_TIMEOUT_MS: "5000" }),
    ]);
    try {
      await Promise.all([waitForLimits(c.url, "redis"), waitForLimits(d.url, "redis")]);
      let ok = 0;
      let dayRefusals = 0;
      for (let burst = 0; burst < 16; burst++) {
        const outcomes = await Promise.all(
          Array.from({ length: 14 }, (_, i) => get(i % 2 === 0 ? c.url : d.url, verifyPath, "198.51.100.8")),
        );
        ok += outcomes.filter((o) => o.status === 200).length;
        dayRefusals += outcomes.filter(
          (o) => o.status === 429 && o.headers.get("RateLimit-Limit") === "100",
        ).length;
        await new Promise((r) => setTimeout(r, 350));
      }
      expect(ok).toBe(100);
      expect(dayRefusals).toBeGreaterThan(0);
    } finally {
      await Promise.all([c.close(), d.close()]);
    }
  });

  it("Redis stopping mid-run: no 5xx and no request over 2 s; when it returns, shared limiting resumes", async () => {
    const outcomes: Outcome[] = [];
    let running = true;
    const load = Array.from({ length: 8 }, async (_, worker) => {
      let n = 0;
      while (running) {
        const base = (worker + n) % 2 === 0 ? a.url : b.url;
        outcomes.push(await get(base, verifyPath, `203.0.113.${(worker * 31 + n++) % 250}`));
      }
    });
    await new Promise((r) => setTimeout(r, 300));
    await redis.kill();
    await new Promise((r) => setTimeout(r, 1_500));
    await Promise.all([waitForLimits(a.url, "local-fallback"), waitForLimits(b.url, "local-fallback")]);
    await redis.start();
    await Promise.all([waitForSharedAgain(a.url), waitForSharedAgain(b.url)]);
    running = false;
    await Promise.all(load);

    expect(outcomes.length).toBeGreaterThan(50);
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(2_000);

    const after = await Promise.all(
      Array.from({ length: 40 }, (_, i) => get(i % 2 === 0 ? a.url : b.url, verifyPath, "192.0.2.77")),
    );
    expect(after.filter((o) => o.status === 200)).toHaveLength(10);
  });

  it("Redis frozen (answers nothing): calls wait at most the Redis timeout, then count per instance", async () => {
    redis.pause();
    try {
      const frozen = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          get(i % 2 === 0 ? a.url : b.url, verifyPath, `192.0.2.${100 + i}`),
        ),
      );
      expect(frozen.filter((o) => o.status >= 500)).toEqual([]);
      expect(frozen.every((o) => o.status === 200)).toBe(true);
      expect(Math.max(...frozen.map((o) => o.ms))).toBeLessThan(2_000);
    } finally {
      redis.resume();
    }
    // The connection never dropped, so the first call that Redis answers again ends the fallback.
    await Promise.all([waitForSharedAgain(a.url), waitForSharedAgain(b.url)]);
    const after = await Promise.all(
      Array.from({ length: 30 }, (_, i) => get(i % 2 === 0 ? a.url : b.url, verifyPath, "192.0.2.88")),
    );
    expect(after.filter((o) => o.status === 200)).toHaveLength(10);
  });

  it("every response matched the served OpenAPI document", () => {
    expect(checked).toBeGreaterThan(1_000);
    expect(problems.slice(0, 5)).toEqual([]);
  });
});
