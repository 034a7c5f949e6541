import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { openApiValidator } from "./support/openapi-validator.ts";
import { startRedis, type TestRedis } from "./support/redis-server.ts";
import { startInstance, waitForLimits } from "./support/test-servers.ts";

const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(serverDir, "bin", "entryguard.mjs");
const run = promisify(execFile);
// A plan small enough to exhaust its month in a test; the per-minute limit stays out of the way.
const PLANS = JSON.stringify({
  tiny: { monthly: 5, perMinute: 1_000 },
  pro: { monthly: 1_000, perMinute: 1_000 },
});

let redis: TestRedis;
let a: RunningServer;
let b: RunningServer;
let validator: ReturnType<typeof openApiValidator>;
const mismatches: string[] = [];

/** `entryguard keys …` as an operator runs it, with REDIS_URL pointing at the shared Redis. */
async function cli(...args: string[]): Promise<string> {
  const env = { ...process.env, REDIS_URL: redis.url, PLANS, KEYS_FILE: "/nonexistent/keys.json" };
  return (await run(process.execPath, [bin, ...args], { cwd: serverDir, env })).stdout;
}

async function createKey(plan: string): Promise<{ key: string; id: string }> {
  return JSON.parse(await cli("keys", "create", "--plan", plan, "--name", "e2e", "--json"));
}

/** The members of an answer this suite reads: a country record's or a problem's. */
interface Answer {
  readonly country?: string;
  readonly iso2?: string;
  readonly status?: number;
  readonly code?: string;
  readonly detail?: string;
}

/** A keyed GET of a country record (an operation that needs a key), checked against the served document. */
async function country(
  base: string,
  key: string,
): Promise<{ status: number; type: string; body: Answer; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/v1/country/Japan`, { headers: { "X-API-Key": key } });
  const text = await res.text();
  const ms = performance.now() - started;
  const type = res.headers.get("content-type") ?? "";
  const problem = validator.check("GET", "/v1/country/Japan", res.status, type, text);
  if (problem) mismatches.push(problem);
  return { status: res.status, type, body: JSON.parse(text) as Answer, ms };
}

/** Milliseconds until every instance answers `status` for the key (polled every 20 ms, up to 5 s). */
async function msUntil(key: string, status: number, bases: string[]): Promise<number> {
  const started = performance.now();
  for (const base of bases) {
    while ((await country(base, key)).status !== status) {
      if (performance.now() - started > 5_000) throw new Error(`${base} never answered ${status}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return performance.now() - started;
}

beforeAll(async () => {
  redis = await startRedis();
  [a, b] = await Promise.all([
    startInstance({ REDIS_URL: redis.url, PLANS }),
    startInstance({ REDIS_URL: redis.url, PLANS }),
  ]);
  await Promise.all([waitForLimits(a.url, "redis"), waitForLimits(b.url, "redis")]);
  validator = openApiValidator(await (await fetch(`${a.url}/openapi.json`)).json());
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.kill();
});

describe("API keys in Redis, shared by two instances", () => {
  it("a key created with the CLI is accepted by both instances within a second, and refused by both within a second of its revocation", async () => {
    const { key, id } = await createKey("pro");
    expect(await msUntil(key, 200, [a.url, b.url])).toBeLessThan(1_000);
    const ok = await country(b.url, key);
    expect(ok.body).toMatchObject({ country: "Japan", iso2: "JP" });

    const listed = JSON.parse(await cli("keys", "list", "--json")) as {
      id: string;
      revoked_at: string | null;
    }[];
    expect(listed.find((k) => k.id === id)?.revoked_at).toBeNull();
    expect(await cli("keys", "revoke", id)).toContain(`Revoked ${id}.`);
    expect(await msUntil(key, 402, [a.url, b.url])).toBeLessThan(1_000);
    const refused = await country(a.url, key);
    expect(refused.type).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 402, code: "api-key-invalid" });
  });

  it("a key nobody created is refused by both with the same problem as a revoked one", async () => {
    for (const base of [a.url, b.url]) {
      const res = await country(base, "eg_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
      expect(res.status).toBe(402);
      expect(res.type).toMatch(/^application\/problem\+json/);
      expect(res.body.code).toBe("api-key-invalid");
    }
  });

  it("the monthly quota is one quota across instances: 5 calls in all, wherever they land", async () => {
    const { key } = await createKey("tiny");
    await msUntil(key, 200, [a.url]); // that call is the first of the month's five
    const outcomes = [];
    for (let i = 0; i < 10; i++) outcomes.push(await country(i % 2 === 0 ? b.url : a.url, key));
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
    expect(outcomes.at(-1)?.body).toMatchObject({ code: "rate-limited" });
  });

  it("`keys import` moves keys from a keys file into Redis: both instances accept them", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "eg-import-")), "keys.json");
    const made = JSON.parse(
      await cli("keys", "--file", file, "create", "--plan", "pro", "--name", "from-file", "--json"),
    ) as { key: string; id: string };
    expect(await cli("keys", "import", file)).toMatch(
      /^Imported 1 of 1 keys from .* into Redis redis:\/\/127\.0\.0\.1:\d+\.$/m,
    );
    expect(await msUntil(made.key, 200, [a.url, b.url])).toBeLessThan(1_000);
    expect(await cli("keys", "import", file)).toContain("Imported 0 of 1 keys");
  });

  it("`keys --redis <url>` names the store without REDIS_URL; an unreachable Redis is a clear CLI error", async () => {
    const env = { ...process.env, REDIS_URL: "", PLANS };
    const listed = await run(process.execPath, [bin, "keys", "--redis", redis.url, "list", "--json"], {
      cwd: serverDir,
      env,
    });
    expect((JSON.parse(listed.stdout) as unknown[]).length).toBeGreaterThanOrEqual(2);
    const failed = await run(process.execPath, [bin, "keys", "--redis", "redis://127.0.0.1:1", "list"], {
      cwd: serverDir,
      env,
    }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toMatch(
      /^entryguard: Redis redis:\/\/127\.0\.0\.1:1 is not reachable/,
    );
  });

  it("Redis down: a keyed call is a 503 problem at once (REST and MCP), keyless calls go on; back up, keys are read again", async () => {
    const { key } = await createKey("pro");
    await msUntil(key, 200, [a.url, b.url]);
    for (const base of [a.url, b.url])
      expect(await (await fetch(`${base}/healthz`)).json()).toMatchObject({ keys: "redis" });
    await redis.kill();
    const down = await msUntil(key, 503, [a.url, b.url]);
    expect(down).toBeLessThan(2_000);
    // Operators see it too: the health check names the unreachable key store.
    for (const base of [a.url, b.url])
      expect(await (await fetch(`${base}/healthz`)).json()).toMatchObject({ keys: "redis-unreachable" });
    for (const base of [a.url, b.url]) {
      const res = await country(base, key);
      expect(res.ms).toBeLessThan(2_000);
      expect(res.type).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 503, code: "key-store-unavailable" });
      expect(res.body.detail).toMatch(/API keys cannot be checked right now/);
      const mcp = await fetch(`${base}/mcp`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-API-Key": key },
        body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      });
      expect(mcp.status).toBe(503);
      expect(mcp.headers.get("Retry-After")).toBe("1");
      expect(await mcp.json()).toMatchObject({
        jsonrpc: "2.0",
        id: 1,
        error: { code: -31503, message: expect.stringMatching(/API keys cannot be checked right now/) },
      });
      const keyless = await fetch(`${base}/v1/verify?url=example.org`);
      expect(keyless.status).toBe(200);
    }
    await redis.start();
    // The restarted Redis is empty (no persistence in tests): the key is refused, not served from memory.
    expect(await msUntil(key, 402, [a.url, b.url])).toBeLessThan(5_000);
    const fresh = await createKey("pro");
    expect(await msUntil(fresh.key, 200, [a.url, b.url])).toBeLessThan(1_000);
  });

  it("Redis frozen: a keyed call never hangs; it is answered (200 until the keys go stale, then 503)", async () => {
    const { key } = await createKey("pro");
    await msUntil(key, 200, [a.url, b.url]);
    redis.pause();
    try {
      const seen = new Set<number>();
      const started = performance.now();
      while (performance.now() - started < 6_000 && !seen.has(503)) {
        const res = await country(a.url, key);
        expect(res.ms).toBeLessThan(2_000);
        seen.add(res.status);
        // Paced, so the key's own allowance (1 000 a minute and a month) lasts until the keys go stale on
        // a fast machine too: a 429 here would be the plan's limit, not the store's answer.
        await new Promise((r) => setTimeout(r, 10));
      }
      expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(seen.has(503)).toBe(true);
    } finally {
      redis.resume();
    }
    expect(await msUntil(key, 200, [a.url, b.url])).toBeLessThan(5_000);
  });

  it("every answer but the 503s matched the served OpenAPI document", () => {
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
