import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSnapshot } from "@entryguard/registry";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKey } from "../src/keys/key-file.ts";
import type { RunningServer } from "../src/node/start-server.ts";
import { verdictInputs } from "./mcp-verdict-inputs.ts";
import { startInstance } from "./support/test-servers.ts";

const snapshot = loadSnapshot();
const dir = mkdtempSync(join(tmpdir(), "entryguard-one-verdict-"));
let server: RunningServer;
let client: Client;
let apiKey: string;

beforeAll(async () => {
  // A real key on a plan big enough for the whole comparison, for REST and MCP alike.
  const keysFile = join(dir, "keys.json");
  apiKey = createKey(keysFile, "one-verdict", "bulk").key;
  server = await startInstance({
    PUBLIC_BASE_URL: "https://entryguard.test",
    KEYS_FILE: keysFile,
    PLANS: JSON.stringify({ bulk: { monthly: 10_000_000, perMinute: 1_000_000 } }),
  });
  client = new Client({ name: "one-verdict", version: "1.0.0" });
  // MCP takes the same key as REST, so the comparison runs on the key's plan, not the keyless day.
  const requestInit = { headers: { "X-API-Key": apiKey } };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit }));
});

afterAll(async () => {
  await client?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function rest(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.url}${path}`, { headers: { "X-API-Key": apiKey } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function tool(name: string, args: Record<string, string>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function without(value: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)));
}

function errorText(result: CallToolResult): string {
  return (result.content[0] as { text: string }).text;
}

/** Runs `check` over `items`, ten at a time, like a handful of concurrent clients. */
async function inBatches<T>(items: readonly T[], check: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += 10) await Promise.all(items.slice(i, i + 10).map(check));
}

describe("one verdict: REST and MCP answer the same", () => {
  it("GET /v1/verify and verify_entry_portal agree on every input", async () => {
    const inputs = verdictInputs(snapshot);
    expect(inputs.length).toBeGreaterThanOrEqual(300);
    const kinds = new Set<string>();
    let errors = 0;
    await inBatches(inputs, async (input) => {
      const query = new URLSearchParams(input.country === undefined ? { url: input.url } : { ...input });
      const [r, m] = await Promise.all([
        rest(`/v1/verify?${query}`),
        tool("verify_entry_portal", { ...input }),
      ]);
      const label = JSON.stringify(input);
      if (r.status === 200) {
        expect(m.isError, label).toBeFalsy();
        const mcp = m.structuredContent as Record<string, unknown>;
        expect(without(mcp, "source", "attribution"), label).toEqual(
          without(r.body, "source", "attribution"),
        );
        kinds.add((mcp.verdict as { kind: string }).kind);
      } else {
        expect(r.status, label).toBe(400);
        expect(m.isError, label).toBe(true);
        // Where core judged (unknown country, unjudgeable URL) both faces say the same sentence.
        if (r.body.code !== "bad-parameter") expect(errorText(m), label).toContain(String(r.body.detail));
        errors += 1;
      }
    });
    // The inputs really cover the verdicts, not just one of them.
    expect([...kinds].sort()).toEqual([
      "impersonation",
      "lookalike",
      "official",
      "partner",
      "unconfirmed",
      "unrelated",
      "visa-service",
    ]);
    expect(errors).toBeGreaterThan(20);
  });

  it("GET /v1/country/{name} and get_official_portal agree on every country, alias and code", async () => {
    const names = snapshot.countries.flatMap((c) => [c.id, c.iso2.toLowerCase(), ...c.aliases.slice(0, 1)]);
    names.push("Narnia", "Indai", "Untied States", "x");
    let found = 0;
    await inBatches(names, async (name) => {
      const [r, m] = await Promise.all([
        rest(`/v1/country/${encodeURIComponent(name)}`),
        tool("get_official_portal", { country: name }),
      ]);
      if (r.status === 200) {
        expect(m.isError, name).toBeFalsy();
        const mcp = m.structuredContent as Record<string, unknown>;
        expect(without(mcp, "source", "attribution"), name).toEqual(without(r.body, "source", "attribution"));
        found += 1;
      } else {
        expect(r.status, name).toBe(404);
        expect(m.isError, name).toBe(true);
        expect(errorText(m), name).toContain(String(r.body.detail));
      }
    });
    expect(found).toBeGreaterThanOrEqual(snapshot.countries.length * 2);
  });
});
