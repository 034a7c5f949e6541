import { createRegistryIndex, type RegistryIndex } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps } from "../app/app-deps.ts";
import { createApp } from "../app/create-app.ts";
import { loadConfig } from "../config/app-config.ts";
import { hashApiKey } from "../keys/api-key.ts";
import { keyLookupOf } from "../keys/key-file.ts";
import type { KeyRecord } from "../keys/key-record.ts";
import { createMemoryRateLimiter } from "../limits/memory-rate-limiter.ts";
import type { RateLimiter } from "../limits/rate-limiter.ts";

let index: RegistryIndex | undefined;

/** The real registry, indexed once per test process. */
export function realIndex(): RegistryIndex {
  index ??= createRegistryIndex(loadSnapshot());
  return index;
}

export const PRO_KEY = "eg_test-pro-key-0123456789abcdefghijklmnopqrstuv";
export const BASIC_KEY = "eg_test-basic-key-0123456789abcdefghijklmnopqrst";
export const REVOKED_KEY = "eg_test-revoked-key-0123456789abcdefghijklmnopqr";

function record(id: string, key: string, plan: string, revoked = false): KeyRecord {
  return {
    id,
    name: id,
    plan,
    hash: hashApiKey(key),
    created_at: "2026-01-01T00:00:00.000Z",
    revoked_at: revoked ? "2026-02-01T00:00:00.000Z" : null,
  };
}

export interface TestApp {
  readonly app: OpenAPIHono;
  readonly deps: AppDeps;
  readonly logs: string[];
  /** GET/other request from a given client address (the socket the Node adapter would report). */
  request(path: string, init?: RequestInit, address?: string): Promise<Response>;
}

/** The real app over the real registry, with in-memory limits and three known keys. */
export function testApp(
  env: Record<string, string> = {},
  options: { limiter?: RateLimiter; now?: () => number } = {},
): TestApp {
  const config = loadConfig({ ACCESS_LOG: "0", KEYS_FILE: "/nonexistent/keys.json", ...env });
  const deps: AppDeps = {
    index: realIndex(),
    config,
    limiter: options.limiter ?? createMemoryRateLimiter(options.now),
    keys: keyLookupOf([
      record("key_pro", PRO_KEY, "pro"),
      record("key_basic", BASIC_KEY, "basic"),
      record("key_revoked", REVOKED_KEY, "pro", true),
    ]),
  };
  const logs: string[] = [];
  const app = createApp(deps, { logSink: (line) => logs.push(line) });
  return {
    app,
    deps,
    logs,
    request(path, init = {}, address = "203.0.113.10") {
      const env = {
        incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: "IPv4" } },
      };
      return Promise.resolve(app.request(path, init, env));
    },
  };
}

/** Reads a problem+json body and checks its media type and RFC 9457 members. */
export async function problemOf(res: Response): Promise<Record<string, unknown>> {
  if (!res.headers.get("content-type")?.startsWith("application/problem+json")) {
    throw new Error(`expected application/problem+json, got ${res.headers.get("content-type")}`);
  }
  const body = (await res.json()) as Record<string, unknown>;
  for (const member of ["type", "title", "status", "detail", "code"]) {
    if (!(member in body)) throw new Error(`problem body lacks ${member}: ${JSON.stringify(body)}`);
  }
  if (body.status !== res.status) throw new Error(`problem status ${body.status} ≠ HTTP ${res.status}`);
  return body;
}
