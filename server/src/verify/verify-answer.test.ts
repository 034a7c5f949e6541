import { describe, expect, it } from "vitest";
import { BASIC_KEY, testApp } from "../test-support/test-app.ts";

const BASE = "https://entryguard.test";
const LAKE = "turkiye-evisa-application.example";

async function mcpAnswer(request: ReturnType<typeof testApp>["request"], url: string) {
  const res = await request("/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "verify_entry_portal", arguments: { url } },
    }),
  });
  return (await res.json()).result.structuredContent;
}

describe("one verify answer for every face", () => {
  it("REST (GET and a batch item) and MCP give a keyless caller the same answer, source and credit line", async () => {
    const { request } = testApp({ PUBLIC_BASE_URL: BASE });
    const rest = await (await request(`/v1/verify?url=${LAKE}`)).json();
    expect(rest.source).toBe(`${BASE}/countries/turkiye`);
    expect(rest.attribution).toBe(
      `Official entry-portal data from the Entryguard registry: ${BASE}/countries/turkiye`,
    );
    const batch = await (
      await request("/v1/verify", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ urls: [LAKE] }),
      })
    ).json();
    expect(batch.results[0].result).toEqual(rest);
    expect(await mcpAnswer(request, LAKE)).toEqual(rest);
  });

  it("a key holder gets the same answer without the credit line, then a keyless caller still gets it", async () => {
    const { request } = testApp({ PUBLIC_BASE_URL: BASE });
    const keyed = await (
      await request(`/v1/verify?url=${LAKE}`, { headers: { "X-API-Key": BASIC_KEY } })
    ).json();
    expect(keyed.source).toBe(`${BASE}/countries/turkiye`);
    expect("attribution" in keyed).toBe(false);
    const keyless = await (await request(`/v1/verify?url=${LAKE}`)).json();
    expect(keyless).toEqual({
      ...keyed,
      attribution: `Official entry-portal data from the Entryguard registry: ${BASE}/countries/turkiye`,
    });
  });
});
