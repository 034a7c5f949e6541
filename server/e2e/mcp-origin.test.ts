import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { startInstance } from "./support/test-servers.ts";

const PUBLIC = "https://entryguard.test";
const ASSISTANT = "https://assistant.example";
let server: RunningServer;

beforeAll(async () => {
  vi.stubEnv("MCP_ALLOWED_ORIGINS", ASSISTANT);
  server = await startInstance({ PUBLIC_BASE_URL: PUBLIC });
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await server?.close();
});

function ping(headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/mcp`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
  });
}

describe("Origin on /mcp (real port)", () => {
  it("serves a request without Origin, from the server's own origin and from an allowed one", async () => {
    expect((await ping()).status).toBe(200);
    for (const origin of [PUBLIC, ASSISTANT]) {
      const res = await ping({ Origin: origin });
      expect(res.status, origin).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe(origin);
      const exposed = res.headers.get("access-control-expose-headers")?.split(/,\s*/);
      // A page can read the IETF draft's fields too, as on REST.
      expect(exposed).toEqual(expect.arrayContaining(["Mcp-Session-Id", "RateLimit-Policy", "RateLimit"]));
    }
  });

  it("answers 403 to any other origin (a DNS-rebinding page), whatever the method", async () => {
    for (const origin of [
      "https://evil.example",
      "http://entryguard.test",
      "null",
      `${ASSISTANT}.evil.example`,
    ]) {
      const res = await ping({ Origin: origin });
      expect(res.status, origin).toBe(403);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect((await res.json()).error.message).toMatch(/Forbidden/);
    }
    const preflight = await fetch(`${server.url}/mcp`, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(403);
  });

  it("answers the CORS preflight of an allowed origin with MCP's headers", async () => {
    const res = await fetch(`${server.url}/mcp`, {
      method: "OPTIONS",
      headers: {
        Origin: ASSISTANT,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, mcp-protocol-version, authorization",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(ASSISTANT);
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    const allowed = (res.headers.get("access-control-allow-headers") ?? "").toLowerCase();
    for (const header of ["content-type", "mcp-protocol-version", "authorization"])
      expect(allowed).toContain(header);
  });
});
