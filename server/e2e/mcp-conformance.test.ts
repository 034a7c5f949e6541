import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { freePort } from "./support/free-port.ts";
import { startInstance } from "./support/test-servers.ts";

// The official MCP conformance suite, pinned at 0.1.13: later versions import fs.globSync, which Node 20
// does not have (the project runs on Node 20.19+).
const cli = join(
  dirname(createRequire(import.meta.url).resolve("@modelcontextprotocol/conformance/package.json")),
  "dist",
  "index.js",
);

/**
 * The server scenarios that apply to Entryguard: a stateless JSON server with tools, resources, a prompt
 * and completions. The others exercise the suite's own reference server (tools such as `test_image_content`,
 * prompts such as `test_simple_prompt`, resources under `test://`) or features Entryguard does not offer
 * (logging, subscriptions, sampling, elicitation, progress, SSE streams).
 */
const APPLICABLE = [
  "server-initialize",
  "ping",
  "tools-list",
  "tools-call-simple-text",
  "tools-call-error",
  "resources-list",
  "prompts-list",
] as const;

interface Check {
  readonly id: string;
  readonly status: "SUCCESS" | "FAILURE" | "WARNING" | "INFO" | "SKIPPED";
  readonly errorMessage?: string;
}

let server: RunningServer;
const outDir = mkdtempSync(join(tmpdir(), "eg-conformance-"));
let summary = "";

/** The checks the suite recorded for one scenario (it writes `server-<scenario>-<time>/checks.json`). */
function checksOf(scenario: string): Check[] {
  const dir = readdirSync(outDir).find((d) => d.startsWith(`server-${scenario}-`));
  if (!dir) throw new Error(`no results for ${scenario}; suite output:\n${summary}`);
  return JSON.parse(readFileSync(join(outDir, dir, "checks.json"), "utf8"));
}

const failures = (checks: Check[]) =>
  checks.filter((c) => c.status === "FAILURE").map((c) => `${c.id}: ${c.errorMessage}`);

beforeAll(async () => {
  // The suite makes a few hundred MCP calls from one address.
  vi.stubEnv("MCP_PER_MINUTE", "100000");
  // A known port, so the server's own origin (http://localhost:<port>, and its loopback aliases) is right.
  server = await startInstance({ PORT: String(await freePort()) });
  const run = promisify(execFile);
  const args = [cli, "server", "--url", `${server.url}/mcp`, "--suite", "all", "-o", outDir];
  // The suite exits non-zero when any scenario fails, and most do not apply: read its files instead.
  summary = await run(process.execPath, args, { timeout: 120_000 }).then(
    (r) => r.stdout,
    (e: { stdout?: string }) => e.stdout ?? "",
  );
}, 150_000);

afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
});

describe("the MCP conformance suite (0.1.13) against the real server", () => {
  it.each(APPLICABLE)("passes %s", (scenario) => {
    const checks = checksOf(scenario);
    expect(checks.some((c) => c.status === "SUCCESS")).toBe(true);
    expect(failures(checks)).toEqual([]);
  });

  // The endpoint validates Origin as the specification asks, so the suite's DNS-rebinding checks pass too.
  it("passes dns-rebinding-protection", () => {
    const checks = checksOf("dns-rebinding-protection");
    expect(checks.some((c) => c.status === "SUCCESS")).toBe(true);
    expect(failures(checks)).toEqual([]);
  });
});
