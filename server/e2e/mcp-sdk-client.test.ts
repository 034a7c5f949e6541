import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { startInstance } from "./support/test-servers.ts";

let server: RunningServer;
let client: Client;

beforeAll(async () => {
  server = await startInstance({ PUBLIC_BASE_URL: "https://entryguard.test" });
  client = new Client({ name: "e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
});

afterAll(async () => {
  await client?.close();
  await server?.close();
});

describe("the MCP SDK client over Streamable HTTP", () => {
  it("initializes and learns who the server is", () => {
    expect(client.getServerVersion()).toMatchObject({ name: "entryguard" });
    expect(client.getServerCapabilities()?.tools).toBeDefined();
    expect(client.getInstructions()).toMatch(/get_official_portal/);
  });

  it("answers ping", async () => {
    expect(await client.ping()).toEqual({});
  });

  it("lists both tools with schemas, titles and read-only, closed-world annotations", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["get_official_portal", "verify_entry_portal"]);
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.description?.length).toBeGreaterThan(200);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type).toBe("object");
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    }
    const verifyTool = tools.find((t) => t.name === "verify_entry_portal");
    expect(verifyTool?.inputSchema.required).toEqual(["url"]);
    expect(Object.keys(verifyTool?.inputSchema.properties ?? {}).sort()).toEqual(["country", "url"]);
  });

  it("calls get_official_portal (the client checks structuredContent against the output schema)", async () => {
    const result = await client.callTool({ name: "get_official_portal", arguments: { country: "türkiye" } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      country: "Türkiye",
      iso2: "TR",
      source: "https://entryguard.test/countries/turkiye",
      attribution:
        "Official entry-portal data from the Entryguard registry: https://entryguard.test/countries/turkiye",
    });
    const [text] = result.content as { type: string; text: string }[];
    expect(JSON.parse(text?.text ?? "")).toEqual(result.structuredContent);
  });

  it("calls verify_entry_portal for an official host and for another country's portal", async () => {
    const official = await client.callTool({
      name: "verify_entry_portal",
      arguments: { url: "HTTPS://EVISA.GOV.TR./en/" },
    });
    expect(official.structuredContent).toMatchObject({
      official: true,
      iso2: "TR",
      verdict: { kind: "official" },
    });
    const elsewhere = await client.callTool({
      name: "verify_entry_portal",
      arguments: { url: "https://evisa.gov.tr", country: "India" },
    });
    expect(elsewhere.structuredContent).toMatchObject({
      official: false,
      country: "India",
      real_url: "https://indianvisaonline.gov.in/evisa/",
      source: "https://entryguard.test/countries/india",
    });
  });

  it("gets tool errors, not protocol failures, for an unknown country and an unjudgeable URL", async () => {
    const unknown = await client.callTool({
      name: "get_official_portal",
      arguments: { country: "Atlantis" },
    });
    expect(unknown.isError).toBe(true);
    const invalid = await client.callTool({
      name: "verify_entry_portal",
      arguments: { url: "javascript:alert(1)" },
    });
    expect(invalid.isError).toBe(true);
    expect((invalid.content as { text: string }[])[0]?.text).toMatch(/http or https/);
  });
});
