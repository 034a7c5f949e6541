import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { startInstance } from "./support/test-servers.ts";

let server: RunningServer;

beforeAll(async () => {
  server = await startInstance({});
});

afterAll(async () => {
  await server?.close();
});

function rest(url: string, country?: string): Promise<Response> {
  const query = new URLSearchParams({ url });
  if (country !== undefined) query.set("country", country);
  return fetch(`${server.url}/v1/verify?${query}`, { headers: { "X-Forwarded-For": "198.51.100.77" } });
}

interface ToolResult {
  readonly isError?: boolean;
  readonly structuredContent: { official: boolean; verdict: { host: string } };
}

async function tool(args: Record<string, string>): Promise<ToolResult> {
  const res = await fetch(`${server.url}/mcp`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.78" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "verify_entry_portal", arguments: args },
    }),
  });
  return (await res.json()).result;
}

describe("a country that smuggles a separator (real port)", () => {
  it("is refused, and cannot make a later keyless answer official", async () => {
    const smuggled = "\u0000christmas.island/?";
    const refused = await rest("immi.homeaffairs.gov.au", smuggled);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await refused.json()).toMatchObject({ code: "bad-parameter", parameter: "country" });
    expect((await tool({ url: "immi.homeaffairs.gov.au", country: smuggled })).isError).toBe(true);

    const later = await rest("christmas.island/?\u0000immi.homeaffairs.gov.au");
    expect(later.status).toBe(200);
    const body = await later.json();
    expect(body.official).toBe(false);
    expect(body.verdict.host).toBe("christmas.island");
    const viaMcp = await tool({ url: "christmas.island/?\u0000immi.homeaffairs.gov.au" });
    expect(viaMcp.structuredContent.official).toBe(false);
    expect(viaMcp.structuredContent.verdict.host).toBe("christmas.island");
  });
});
