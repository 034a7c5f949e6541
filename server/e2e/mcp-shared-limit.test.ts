import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { startRedis, type TestRedis } from "./support/redis-server.ts";
import { startInstance, waitForLimits } from "./support/test-servers.ts";

let redis: TestRedis;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  redis = await startRedis();
  vi.stubEnv("MCP_PER_MINUTE", "5");
  [a, b] = await Promise.all([
    startInstance({ REDIS_URL: redis.url }),
    startInstance({ REDIS_URL: redis.url }),
  ]);
  vi.unstubAllEnvs();
  await Promise.all([waitForLimits(a.url, "redis"), waitForLimits(b.url, "redis")]);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.kill();
});

function ping(base: string, id: number, client: string): Promise<Response> {
  return fetch(`${base}/mcp`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({ jsonrpc: "2.0", id, method: "ping" }),
  });
}

describe("the MCP limit in the shared Redis store", () => {
  it("counts one client across both instances: 5 of 40 concurrent calls succeed, the rest get 429", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => ping(i % 2 === 0 ? a.url : b.url, i, "198.51.100.9")),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(35);
    for (const r of refused) {
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = await r.json();
      expect(body.error.code).toBe(-31429);
      expect(answers.indexOf(r)).toBe(body.id);
    }
  });

  it("keeps other clients, and the same client's REST allowance, apart", async () => {
    expect((await ping(a.url, 1, "198.51.100.10")).status).toBe(200);
    const rest = await fetch(`${b.url}/v1/verify?url=evisa.gov.tr`, {
      headers: { "X-Forwarded-For": "198.51.100.9" },
    });
    expect(rest.status).toBe(200);
  });
});
