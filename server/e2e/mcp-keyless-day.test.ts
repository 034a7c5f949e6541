import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { redisKeyStore } from "../src/keys/redis-key-store.ts";
import type { RunningServer } from "../src/node/start-server.ts";
import { startRedis, type TestRedis } from "./support/redis-server.ts";
import { startInstance, waitForLimits } from "./support/test-servers.ts";

let redis: TestRedis;
let a: RunningServer;
let b: RunningServer;
let apiKey: string;

beforeAll(async () => {
  redis = await startRedis();
  // With REDIS_URL the instances read their keys from Redis, as `entryguard keys create` writes them there.
  const admin = redisKeyStore({ url: redis.url, timeoutMs: 1_000, watch: false });
  apiKey = (await admin.create("assistant-maker", "basic")).key;
  await admin.close();
  vi.stubEnv("MCP_PER_MINUTE", "1000");
  vi.stubEnv("MCP_KEYLESS_PER_DAY", "4");
  const env = { REDIS_URL: redis.url };
  [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  vi.unstubAllEnvs();
  await Promise.all([waitForLimits(a.url, "redis"), waitForLimits(b.url, "redis")]);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.kill();
});

function verifyCall(base: string, id: number, headers: Record<string, string>): Promise<Response> {
  return fetch(`${base}/mcp`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "verify_entry_portal", arguments: { url: "evisa.gov.tr" } },
    }),
  });
}

describe("the keyless MCP day in the shared Redis store (real ports)", () => {
  it("allows MCP_KEYLESS_PER_DAY calls per client across instances, then 429 until the day resets", async () => {
    const client = { "X-Forwarded-For": "198.51.100.40" };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => verifyCall(i % 2 === 0 ? a.url : b.url, i, client)),
    );
    const served = answers.filter((r) => r.status === 200);
    expect(served).toHaveLength(4);
    // The IETF draft's fields, as on REST: both keyless MCP policies, each with its own state.
    for (const r of served) {
      expect(r.headers.get("ratelimit-policy")).toBe(
        '"mcp-minute";q=1000;w=60, "mcp-keyless-day";q=4;w=86400',
      );
      expect(r.headers.get("ratelimit")).toMatch(
        /^"mcp-minute";r=\d+;t=\d+, "mcp-keyless-day";r=[0-3];t=\d+$/,
      );
    }
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(6);
    for (const r of refused) {
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(3600);
      expect((await r.json()).error.code).toBe(-31429);
    }
  });

  it("serves the same client on its plan once it sends an API key, as REST would", async () => {
    const keyed = { "X-Forwarded-For": "198.51.100.40", "X-API-Key": apiKey };
    const res = await verifyCall(b.url, 99, keyed);
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit-limit")).toBe("30");
    expect(res.headers.get("ratelimit-policy")).toMatch(
      /^"plan-basic-minute";q=30;w=60, "plan-basic-month";q=\d+;w=\d+$/,
    );
    expect((await res.json()).result.structuredContent.official).toBe(true);
    const bad = await verifyCall(a.url, 100, { ...keyed, "X-API-Key": "eg_not-a-key" });
    expect(bad.status).toBe(401);
  });
});
