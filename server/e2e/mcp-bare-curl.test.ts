import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { startInstance } from "./support/test-servers.ts";

const run = promisify(execFile);
let server: RunningServer;

beforeAll(async () => {
  server = await startInstance({ PUBLIC_BASE_URL: "https://entryguard.test" });
});
afterAll(() => server?.close());

/** Runs curl exactly as the README shows it; returns the body, status and content type. */
async function curl(args: string[]) {
  const { stdout } = await run("curl", ["-sS", ...args, "-w", "\n%{http_code} %{content_type}"]);
  const cut = stdout.lastIndexOf("\n");
  const [status, contentType] = stdout.slice(cut + 1).split(" ");
  return { body: stdout.slice(0, cut), status: Number(status), contentType };
}

/** POSTs one JSON-RPC body to /mcp with only a Content-Type, as the README's curl line does. */
function postMcp(body: string) {
  return curl(["-X", "POST", `${server.url}/mcp`, "-H", "Content-Type: application/json", "-d", body]);
}

describe("the bare curl call (no initialize, curl's default Accept)", () => {
  it("returns the portal as plain JSON-RPC", async () => {
    const res = await postMcp(
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_official_portal","arguments":{"country":"India"}}}',
    );
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/json/);
    const body = JSON.parse(res.body);
    expect(body.jsonrpc).toBe("2.0");
    expect(body.id).toBe(1);
    expect(body.result.structuredContent).toMatchObject({ country: "India", iso2: "IN" });
    expect(JSON.parse(body.result.content[0].text)).toEqual(body.result.structuredContent);
  });

  it("answers arguments that are not an object with -32602 and a short message", async () => {
    const res = await postMcp(
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"verify_entry_portal","arguments":null}}',
    );
    expect(res.status).toBe(200);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ id: 2, error: { code: -32602 } });
    expect(body.error.message).toMatch(/^Invalid params for tools\/call: params\.arguments expected object/);
  });

  it("answers GET with 405 and Allow: POST", async () => {
    const { stdout } = await run("curl", ["-sS", "-i", `${server.url}/mcp`]);
    expect(stdout).toMatch(/^HTTP\/1\.1 405/);
    expect(stdout).toMatch(/^allow: POST\r?$/im);
  });
});
