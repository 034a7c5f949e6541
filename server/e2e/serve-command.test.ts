import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./support/free-port.ts";
import { openApiValidator } from "./support/openapi-validator.ts";

const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(serverDir, "bin", "entryguard.mjs");
const run = promisify(execFile);

let child: ChildProcess;
let base: string;
let banner = "";
const env = {
  ...process.env,
  KEYS_FILE: join(mkdtempSync(join(tmpdir(), "eg-serve-")), "keys.json"),
  ACCESS_LOG: "1",
};
const logLines: string[] = [];
let validator: ReturnType<typeof openApiValidator>;
const mismatches: string[] = [];

/** GET on the running server, checked against the OpenAPI document it serves. */
async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(`${base}${path}`, { headers });
  const body = await res.clone().text();
  const pathname = new URL(`${base}${path}`).pathname;
  const problem = validator.check("GET", pathname, res.status, res.headers.get("content-type"), body);
  if (problem) mismatches.push(problem);
  return res;
}

function cli(...args: string[]) {
  return run(process.execPath, [bin, ...args], { cwd: serverDir, env });
}

beforeAll(async () => {
  const port = await freePort();
  child = spawn(process.execPath, [bin, "serve", "--port", String(port)], { cwd: serverDir, env });
  base = `http://127.0.0.1:${port}`;
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`serve exited with ${code}`)));
    lines.on("line", (line) => {
      if (line.startsWith("{")) logLines.push(line);
      else banner += `${line}\n`;
      if (line.startsWith("Stop with")) resolve();
    });
  });
  validator = openApiValidator(await (await fetch(`${base}/openapi.json`)).json());
});

afterAll(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
});

describe("entryguard serve", () => {
  it("prints the URLs of the API, the docs and MCP", () => {
    expect(banner).toContain(`localhost:${new URL(base).port}/v1/verify`);
    expect(banner).toContain("/docs");
    expect(banner).toContain("/mcp");
  });

  it("accepts a key created with `keys create` while it runs, and refuses it once revoked", async () => {
    const { stdout } = await cli("keys", "create", "--plan", "pro", "--name", "e2e", "--json");
    const { key, id } = JSON.parse(stdout) as { key: string; id: string };
    const listed = JSON.parse((await cli("keys", "list", "--json")).stdout) as { id: string }[];
    expect(listed.map((k) => k.id)).toContain(id);
    expect(JSON.stringify(listed)).not.toContain(key);
    await new Promise((r) => setTimeout(r, 1_100)); // the keys file is re-read at most once a second
    const ok = await get("/v1/country/Japan", { Authorization: `Bearer ${key}` });
    expect(ok.status).toBe(200);
    await cli("keys", "revoke", id);
    await new Promise((r) => setTimeout(r, 1_100));
    const refused = await get("/v1/country/Japan", { "X-API-Key": key });
    expect(refused.status).toBe(402);
  });

  it("answers client mistakes on the wire with 4xx, never 5xx", async () => {
    const big = await fetch(`${base}/v1/verify?url=evisa.gov.tr`, {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(200 * 1024));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(big.status).toBe(413);
    for (const path of [
      "/v1/verify?url=%",
      "/v1/verify?url=%E0%A4%A",
      "/v1/country/%E0%A4%A",
      "/v1/verify?url=a&url=b",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it("logs JSON lines without the checked URL", async () => {
    await get(`/v1/verify?url=${encodeURIComponent("https://private-trip.example/x")}`);
    await new Promise((r) => setTimeout(r, 200));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join("\n")).not.toContain("private-trip");
  });

  it("every GET answered as the served OpenAPI document describes", () => {
    expect(mismatches).toEqual([]);
  });

  it("shuts down cleanly on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const started = Date.now();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
