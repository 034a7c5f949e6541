import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { startInstance } from "./support/test-servers.ts";

const run = promisify(execFile);
// The installed dev dependency's launcher, so the test needs no network.
const INSPECTOR = resolve(
  import.meta.dirname,
  "../../node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js",
);
let server: RunningServer;

beforeAll(async () => {
  server = await startInstance({ PUBLIC_BASE_URL: "https://entryguard.test" });
});
afterAll(() => server?.close());

function inspector(...args: string[]) {
  return run(process.execPath, [INSPECTOR, "--cli", `${server.url}/mcp`, ...args], { timeout: 30_000 });
}

describe("the MCP Inspector CLI", () => {
  it("lists the tools", async () => {
    const { stdout } = await inspector("--method", "tools/list");
    const { tools } = JSON.parse(stdout);
    expect(tools.map((t: { name: string }) => t.name).sort()).toEqual([
      "get_official_portal",
      "verify_entry_portal",
    ]);
  });

  it("calls verify_entry_portal with a country", async () => {
    const { stdout } = await inspector(
      "--method",
      "tools/call",
      "--tool-name",
      "verify_entry_portal",
      "--tool-arg",
      "url=https://evisa.gov.tr/en/",
      "country=Turkey",
    );
    expect(JSON.parse(stdout).structuredContent).toMatchObject({
      official: true,
      country: "Türkiye",
      source: "https://entryguard.test/countries/turkiye",
    });
  });

  it("calls get_official_portal", async () => {
    const { stdout } = await inspector(
      "--method",
      "tools/call",
      "--tool-name",
      "get_official_portal",
      "--tool-arg",
      "country=IN",
    );
    expect(JSON.parse(stdout).structuredContent).toMatchObject({ country: "India", iso2: "IN" });
  });
});
