import { OpenAPIHono } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { createApp } from "../app/create-app.ts";
import { createDeps } from "../app/create-deps.ts";
import { loadConfig } from "../config/app-config.ts";
import { createMemoryRateLimiter } from "../limits/memory-rate-limiter.ts";
import { PRO_KEY, REVOKED_KEY, testApp } from "../test-support/test-app.ts";
import { loadMcpOptions } from "./mcp-options.ts";
import { registerMcp } from "./register-mcp.ts";

const config = loadConfig({ PUBLIC_BASE_URL: "https://entryguard.test", BODY_LIMIT_BYTES: "4096" });
const deps = createDeps(config);
const app = createApp(deps);

/** POST /mcp as curl sends it by default: only a Content-Type, Accept `*\/*`. */
function post(body: string, headers: Record<string, string> = {}, target = app) {
  return target.request("/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "*/*", ...headers },
    body,
  });
}

function callTool(id: number, name: string, args: Record<string, unknown>) {
  return post(
    JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } }),
  );
}

describe("POST /mcp tools", () => {
  it("answers a bare tools/call (no initialize, Accept */*) with plain JSON", async () => {
    const res = await callTool(7, "get_official_portal", { country: "India" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body).toMatchObject({ jsonrpc: "2.0", id: 7 });
    const { structuredContent, content } = body.result;
    expect(structuredContent).toMatchObject({
      country: "India",
      iso2: "IN",
      official_url: "https://indianvisaonline.gov.in/evisa/",
      status: "unverified",
      checked_on: null,
      source: "https://entryguard.test/countries/india",
      attribution:
        "Official entry-portal data from the Entryguard registry: https://entryguard.test/countries/india",
    });
    expect(structuredContent.all_official_urls).toContain("https://indianvisaonline.gov.in/evisa/");
    expect(content).toHaveLength(1);
    expect(JSON.parse(content[0].text)).toEqual(structuredContent);
  });

  it("finds a country by alias and ISO2", async () => {
    const byAlias = await (await callTool(1, "get_official_portal", { country: "Turkey" })).json();
    const byCode = await (await callTool(2, "get_official_portal", { country: "tr" })).json();
    expect(byAlias.result.structuredContent.iso2).toBe("TR");
    expect(byCode.result.structuredContent).toEqual(byAlias.result.structuredContent);
  });

  it("verifies a URL with core's verdict plus source and attribution", async () => {
    const res = await callTool(3, "verify_entry_portal", {
      url: "https://www.evisa.gov.az/en/",
      country: "AZ",
    });
    const { structuredContent } = (await res.json()).result;
    expect(structuredContent).toMatchObject({
      official: true,
      country: "Azerbaijan",
      iso2: "AZ",
      warning: null,
      verdict: { kind: "official", host: "www.evisa.gov.az" },
      source: "https://entryguard.test/countries/azerbaijan",
    });
  });

  it("gives no source for a result about no country, and credits the registry list", async () => {
    const res = await callTool(4, "verify_entry_portal", { url: "example.org" });
    const { structuredContent } = (await res.json()).result;
    expect(structuredContent).toMatchObject({ official: false, country: null });
    expect(structuredContent.source).toBeNull();
    expect(structuredContent.attribution).toBe(
      "Official entry-portal data from the Entryguard registry: https://entryguard.test/countries",
    );
  });

  it("turns an unknown country into a tool error with suggestions", async () => {
    for (const [name, args] of [
      ["get_official_portal", { country: "Indai" }],
      ["verify_entry_portal", { url: "evisa.gov.tr", country: "Indai" }],
    ] as const) {
      const body = await (await callTool(5, name, args)).json();
      expect(body.result.isError).toBe(true);
      expect(body.result.structuredContent).toBeUndefined();
      expect(body.result.content[0].text).toMatch(/No country or territory called "Indai".*"India"/);
    }
  });

  it("turns an unjudgeable URL into a tool error that says what to pass", async () => {
    for (const url of ["ftp://evisa.gov.tr", "", "https://", "/evisa.gov.tr", "https:evisa.gov.tr"]) {
      const body = await (await callTool(6, "verify_entry_portal", { url })).json();
      expect(body.result.isError).toBe(true);
      expect(body.result.content[0].text).toMatch(/bare domain such as "evisa\.gov\.tr"/);
    }
  });

  it("rejects bad arguments with a message naming the argument", async () => {
    const body = await (await callTool(8, "verify_entry_portal", { link: "evisa.gov.tr" })).json();
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0].text).toMatch(/Input validation error.*url/);
    const wrongType = await (await callTool(9, "get_official_portal", { country: 42 })).json();
    expect(wrongType.result.content[0].text).toMatch(/country/);
  });
});

describe("POST /mcp with many clients on one server", () => {
  it("keeps concurrent calls that share an id apart", async () => {
    const countries = ["India", "Kenya", "Türkiye", "Sri Lanka", "Australia", "Canada", "Egypt", "Vietnam"];
    const answers = await Promise.all(
      countries.map(async (country) => (await callTool(1, "get_official_portal", { country })).json()),
    );
    expect(answers.map((a) => a.id)).toEqual(countries.map(() => 1));
    expect(answers.map((a) => a.result.structuredContent.country)).toEqual(countries);
  });

  it("answers a batch with one response per request, in order, under the client's ids", async () => {
    const res = await post(
      JSON.stringify([
        {
          jsonrpc: "2.0",
          id: "first",
          method: "tools/call",
          params: { name: "get_official_portal", arguments: { country: "IN" } },
        },
        { jsonrpc: "2.0", method: "notifications/initialized" },
        { jsonrpc: "2.0", id: 99, method: "ping" },
      ]),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.map((r: { id: unknown }) => r.id)).toEqual(["first", 99]);
    expect(body[0].result.structuredContent.iso2).toBe("IN");
    expect(body[1].result).toEqual({});
  });

  it("lets no client cancel another client's call", async () => {
    const calls = ["India", "Kenya", "Egypt"].map((country) =>
      callTool(1, "get_official_portal", { country }),
    );
    const cancels = Array.from({ length: 30 }, (_, n) =>
      post(JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: n } })),
    );
    for (const res of await Promise.all(cancels)) expect(res.status).toBe(202);
    const answers = await Promise.all(calls.map(async (r) => (await r).json()));
    expect(answers.map((a) => a.result.structuredContent.country)).toEqual(["India", "Kenya", "Egypt"]);
  });

  it("accepts a batch of notifications with 202", async () => {
    const res = await post('[{"jsonrpc":"2.0","method":"notifications/initialized"}]');
    expect(res.status).toBe(202);
  });

  it("refuses an unsupported MCP-Protocol-Version with 400", async () => {
    const res = await post('{"jsonrpc":"2.0","id":1,"method":"ping"}', {
      "MCP-Protocol-Version": "1999-01-01",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/2025-06-18/);
  });
});

describe("POST /mcp in the OpenAPI document", () => {
  it("is described next to the REST operations", async () => {
    const doc = await (await app.request("/openapi.json")).json();
    const operation = doc.paths["/mcp"].post;
    expect(operation.operationId).toBe("mcp");
    expect(Object.keys(operation.responses).sort()).toEqual([
      "200",
      "202",
      "400",
      "401",
      "403",
      "413",
      "415",
      "429",
      "503",
    ]);
  });
});

describe("POST /mcp protocol hygiene", () => {
  it("answers malformed JSON with -32700", async () => {
    const res = await post('{"jsonrpc":"2.0",');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32700 } });
  });

  it("answers JSON that is not a JSON-RPC message with -32600", async () => {
    for (const body of ['{"hello":"world"}', '{"jsonrpc":"1.0","id":3,"method":"ping"}', "[]", "42"]) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect((await res.json()).error.code, body).toBe(-32600);
    }
  });

  it("answers params that do not fit the method with -32602 and a short message", async () => {
    const bad = [
      ["tools/call", { name: "verify_entry_portal", arguments: null }, /arguments/],
      ["tools/call", { name: "verify_entry_portal", arguments: 42 }, /arguments/],
      ["tools/call", { name: "verify_entry_portal", arguments: "evisa.gov.tr" }, /arguments/],
      ["tools/call", { name: "verify_entry_portal", arguments: ["evisa.gov.tr"] }, /arguments/],
      ["tools/call", { name: 7, arguments: {} }, /name/],
      ["tools/call", {}, /name/],
      ["initialize", {}, /protocolVersion/],
      ["initialize", { protocolVersion: 2025, capabilities: {}, clientInfo: {} }, /protocolVersion/],
    ] as const;
    const own = createApp(createDeps(config));
    for (const [method, params, names] of bad) {
      const res = await post(JSON.stringify({ jsonrpc: "2.0", id: "p", method, params }), {}, own);
      const body = await res.json();
      expect(body, JSON.stringify(params)).toMatchObject({ id: "p", error: { code: -32602 } });
      expect(body.error.message).toMatch(names);
      expect(body.error.message).toMatch(/^Invalid params for /);
      expect(body.error.message.length).toBeLessThan(160);
      expect(body.error.message).not.toContain("\n");
    }
  });

  it("answers an unknown method with -32601", async () => {
    const res = await post('{"jsonrpc":"2.0","id":"a","method":"resources/teleport"}');
    expect(await res.json()).toMatchObject({ id: "a", error: { code: -32601 } });
  });

  it("accepts a notification with 202 and no body", async () => {
    const res = await post('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    expect(res.status).toBe(202);
    expect(await res.text()).toBe("");
  });

  it("refuses GET and DELETE with 405 and Allow: POST", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await app.request("/mcp", { method, headers: { Accept: "text/event-stream" } });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    }
  });

  it("refuses another content type with 415", async () => {
    const res = await post('{"jsonrpc":"2.0","id":1,"method":"ping"}', { "Content-Type": "text/plain" });
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toMatch(/application\/json/);
  });

  it("refuses a body over the limit with 413", async () => {
    const url = `https://${"a".repeat(5000)}.example`;
    const res = await callTool(1, "verify_entry_portal", { url });
    expect(res.status).toBe(413);
    // The app-wide body limit may answer before the endpoint does; either way the limit is named.
    expect(await res.text()).toMatch(/4096 bytes/);
  });

  it("limits each client separately and answers 429 with a JSON-RPC error", async () => {
    const proxied = { ...config, trustProxy: true };
    const limited = new OpenAPIHono();
    registerMcp(
      limited,
      { ...createDeps(proxied), config: proxied },
      { ...loadMcpOptions({}), perMinute: 2 },
    );
    const ping = (id: number, client: string) =>
      post(`{"jsonrpc":"2.0","id":${id},"method":"ping"}`, { "X-Forwarded-For": client }, limited);
    const first = await ping(1, "203.0.113.1");
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-limit")).toBe("2");
    expect(first.headers.get("ratelimit-remaining")).toBe("1");
    expect((await ping(2, "203.0.113.1")).status).toBe(200);
    const refused = await ping(3, "203.0.113.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ jsonrpc: "2.0", id: 3, error: { code: -31429 } });
    expect((await ping(4, "203.0.113.2")).status).toBe(200);
  });

  it("gives keyless clients a daily limit too (MCP_KEYLESS_PER_DAY), beyond the minute's", async () => {
    let now = 0;
    const limited = new OpenAPIHono();
    const deps2 = { ...createDeps(config), limiter: createMemoryRateLimiter(() => now) };
    registerMcp(limited, deps2, { ...loadMcpOptions({}), perMinute: 2, keylessPerDay: 3 });
    const ping = (id: number) => post(`{"jsonrpc":"2.0","id":${id},"method":"ping"}`, {}, limited);
    expect((await ping(1)).status).toBe(200);
    expect((await ping(2)).status).toBe(200);
    now = 61_000;
    const third = await ping(3);
    expect(third.status).toBe(200);
    expect(third.headers.get("ratelimit-limit")).toBe("3");
    expect(third.headers.get("ratelimit-remaining")).toBe("0");
    now = 122_000;
    const refused = await ping(4);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3600);
    expect(await refused.json()).toMatchObject({ id: 4, error: { code: -31429 } });
  });

  it("lets a caller with an API key (same headers as REST) use its plan's limits, and refuses a bad key", async () => {
    const t = testApp({ PLANS: JSON.stringify({ pro: { monthly: 1000, perMinute: 5 } }) });
    const call = (headers: Record<string, string>) =>
      t.request("/mcp", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      });
    for (const headers of [{ "X-API-Key": PRO_KEY }, { Authorization: `Bearer ${PRO_KEY}` }]) {
      const res = await call(headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("ratelimit-limit")).toBe("5");
    }
    // The plan's minute is shared with the key's REST calls.
    const rest = await t.request("/v1/verify?url=evisa.gov.tr", { headers: { "X-API-Key": PRO_KEY } });
    expect(rest.headers.get("ratelimit-remaining")).toBe("2");
    for (const headers of [
      { "X-API-Key": "eg_nope" },
      { "X-API-Key": REVOKED_KEY },
      { Authorization: "Basic x" },
    ]) {
      const refused = await call(headers);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ id: 1, error: { code: -31401 } });
    }
  });

  it("counts each request of a batch against the limit", async () => {
    const limited = new OpenAPIHono();
    registerMcp(limited, deps, { ...loadMcpOptions({}), perMinute: 2 });
    const batch = [1, 2, 3].map((id) => ({ jsonrpc: "2.0", id, method: "ping" }));
    const res = await post(JSON.stringify(batch), {}, limited);
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe(-31429);
  });
});
