import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { startInstance } from "./support/test-servers.ts";

let server: RunningServer;
let client: Client;

beforeAll(async () => {
  server = await startInstance({ PUBLIC_BASE_URL: "https://entryguard.test" });
  client = new Client({ name: "e2e-resources", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
});

afterAll(async () => {
  await client?.close();
  await server?.close();
});

const textOf = (result: { contents: object[] }) => {
  const first = result.contents[0];
  return first && "text" in first ? String(first.text) : "";
};

async function completeTemplate(value: string): Promise<string[]> {
  const { completion } = await client.complete({
    ref: { type: "ref/resource", uri: "entryguard://countries/{id}" },
    argument: { name: "id", value },
  });
  return completion.values;
}

async function completePrompt(value: string): Promise<string[]> {
  const { completion } = await client.complete({
    ref: { type: "ref/prompt", name: "check_visa_website" },
    argument: { name: "country", value },
  });
  return completion.values;
}

describe("MCP resources, completions and the prompt, through the SDK client on a real port", () => {
  it("announces resources, prompts and completions, and instructions to verify before recommending", () => {
    const caps = client.getServerCapabilities();
    expect(caps?.resources).toBeTruthy();
    expect(caps?.prompts).toBeTruthy();
    expect(caps?.completions).toBeTruthy();
    expect(client.getInstructions()).toMatch(/verify_entry_portal/);
    expect(client.getInstructions()).toMatch(/before checking it/i);
  });

  it("lists the index and every country as a resource, and the template", async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toContain("entryguard://countries");
    expect(uris).toContain("entryguard://countries/sri-lanka");
    expect(uris).toContain("entryguard://countries/turkiye");
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(["entryguard://countries/{id}"]);
  });

  it("reads a country record: the same record as GET /v1/country with a key would give", async () => {
    const result = await client.readResource({ uri: "entryguard://countries/india" });
    expect(result.contents[0]?.mimeType).toBe("application/json");
    const record = JSON.parse(textOf(result));
    expect(record).toMatchObject({
      id: "india",
      iso2: "IN",
      official_url: "https://indianvisaonline.gov.in/evisa/",
      source: "https://entryguard.test/countries/india",
    });
  });

  it("reads the registry index, each entry pointing at its record", async () => {
    const index = JSON.parse(textOf(await client.readResource({ uri: "entryguard://countries" })));
    const { resources } = await client.listResources();
    expect(index.total).toBe(resources.length - 1);
    expect(index.countries.find((c: { id: string }) => c.id === "japan")).toMatchObject({
      country: "Japan",
      iso2: "JP",
      uri: "entryguard://countries/japan",
    });
  });

  it("answers an unknown record with resource-not-found (-32002) and a suggestion", async () => {
    const error = await client.readResource({ uri: "entryguard://countries/indai" }).catch((e) => e);
    expect(error).toBeInstanceOf(McpError);
    expect(error.code).toBe(-32002);
    expect(error.message).toContain("entryguard://countries/india");
  });

  it("completes the country id from names, aliases, ISO codes, accents and typos", async () => {
    expect((await completeTemplate("sri"))[0]).toBe("sri-lanka");
    expect(await completeTemplate("UK")).toContain("united-kingdom");
    expect((await completeTemplate("JP"))[0]).toBe("japan");
    expect(await completeTemplate("turkiye")).toContain("turkiye");
    expect(await completeTemplate("Côte")).toContain("ivory-coast");
    expect(await completeTemplate("Phillipines")).toContain("philippines");
    expect(await completeTemplate("zzzzqqqq")).toEqual([]);
  });

  it("completes the prompt's country argument with country names", async () => {
    expect(await completePrompt("Türk")).toContain("Türkiye");
    expect(await completePrompt("viet nam")).toContain("Vietnam");
    expect(await completePrompt("Kenia")).toContain("Kenya");
  });

  it("lists check_visa_website and builds a message that asks to verify before recommending", async () => {
    const { prompts } = await client.listPrompts();
    const prompt = prompts.find((p) => p.name === "check_visa_website");
    expect(prompt?.arguments).toEqual([
      expect.objectContaining({ name: "url", required: true }),
      expect.objectContaining({ name: "country", required: false }),
    ]);
    const got = await client.getPrompt({
      name: "check_visa_website",
      arguments: { url: "https://evisa-turkey.example/apply", country: "Turkey" },
    });
    const [message] = got.messages;
    expect(message?.role).toBe("user");
    const text = message?.content.type === "text" ? message.content.text : "";
    expect(text).toContain("https://evisa-turkey.example/apply");
    expect(text).toContain(
      'verify_entry_portal with url "https://evisa-turkey.example/apply" and country "Turkey"',
    );
    expect(text).toMatch(/recommend it only when `official` is true/);
  });

  it("refuses the prompt without its url (invalid params)", async () => {
    const error = await client.getPrompt({ name: "check_visa_website", arguments: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(McpError);
    expect(error.code).toBe(-32602);
  });
});
