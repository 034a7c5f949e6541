/**
 * `npm run bench:mcp`: requests per second of `tools/call verify_entry_portal` on POST /mcp against
 * GET /v1/verify, same server, same inputs, same number of connections, alternating rounds so drift hits
 * both. Not a test. The last line is JSON: { rest_rps, mcp_rps, ratio, ... }.
 *
 * BENCH_CONNECTIONS (default 10), BENCH_SECONDS per round (default 4), BENCH_ROUNDS (default 4),
 * BENCH_WARMUP_SECONDS per side (default 6). On a shared
 * machine the rounds vary a lot; `median_round_ratio` is the steadier figure.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { loadSnapshot } from "@entryguard/registry";
import { createKey } from "../src/keys/key-file.ts";

interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

// autocannon ships no types; the shape used here is declared above.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 6);

/** A mix like real traffic: official portals, look-alikes of them, and unrelated sites. */
function inputs(): { url: string; country?: string }[] {
  const withPortals = loadSnapshot().countries.filter((c) => c.official_url !== null);
  const picked = withPortals.filter((_, i) => i % 8 === 0);
  return picked.flatMap((c) => {
    const host = new URL(c.official_url as string).hostname.replace(/^www\./, "");
    return [
      { url: c.official_url as string },
      { url: `${host.replace(/\./g, "-")}.com`, country: c.country },
      { url: `https://${host.slice(1)}/apply` },
      { url: "https://www.booking.com/", country: c.iso2 },
    ];
  });
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const entry = resolve(import.meta.dirname, "mcp-bench-server.ts");
  // Run from server/ so tsx compiles the pages' JSX with the server's tsconfig.
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: resolve(import.meta.dirname, ".."),
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((ok, fail) => {
    lines.once("line", ok);
    child.once("exit", (code) => fail(new Error(`bench server exited with ${code}`)));
  });
  return { url, child };
}

async function measure(
  url: string,
  requests: AutocannonRequest[],
  duration: number,
): Promise<AutocannonResult> {
  const result = await autocannon({ url, connections, duration, requests });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${result.non2xx} non-2xx answers and ${result.errors} errors: the figures would be wrong`,
    );
  }
  return result;
}

const dir = mkdtempSync(join(tmpdir(), "entryguard-bench-"));
const keysFile = join(dir, "keys.json");
// REST is measured with a key on a plan too big to throttle; MCP needs no key and gets limits to match.
const { key } = createKey(keysFile, "bench", "bench");
const { url, child } = await startServer({
  ...process.env,
  ACCESS_LOG: "false",
  KEYS_FILE: keysFile,
  PLANS: JSON.stringify({ bench: { monthly: 1e12, perMinute: 1e12 } }),
  MCP_PER_MINUTE: String(1e12),
  MCP_KEYLESS_PER_DAY: String(1e12),
});

try {
  const sample = inputs();
  const rest = sample.map((i) => ({
    method: "GET",
    path: `/v1/verify?${new URLSearchParams(i.country ? { url: i.url, country: i.country } : { url: i.url })}`,
    headers: { "X-API-Key": key },
  }));
  const mcp = sample.map((i, n) => ({
    method: "POST",
    path: "/mcp",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: n,
      method: "tools/call",
      params: { name: "verify_entry_portal", arguments: i },
    }),
  }));
  // The MCP path runs more code (the SDK's validation and dispatch), so it needs longer to be compiled hot.
  await measure(url, rest, warmup);
  await measure(url, mcp, warmup);
  const restRps: number[] = [];
  const mcpRps: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const a = await measure(url, rest, seconds);
    const b = await measure(url, mcp, seconds);
    restRps.push(a.requests.average);
    mcpRps.push(b.requests.average);
    console.log(
      `round ${r + 1}: GET /v1/verify ${a.requests.average.toFixed(0)} req/s (p99 ${a.latency.p99} ms), ` +
        `tools/call verify_entry_portal ${b.requests.average.toFixed(0)} req/s (p99 ${b.latency.p99} ms)`,
    );
  }
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const restMean = mean(restRps);
  const mcpMean = mean(mcpRps);
  const roundRatios = mcpRps.map((m, i) => m / (restRps[i] as number)).sort((a, b) => a - b);
  const median = roundRatios[Math.floor((roundRatios.length - 1) / 2)] as number;
  console.log(
    JSON.stringify({
      rest_rps: Math.round(restMean),
      mcp_rps: Math.round(mcpMean),
      ratio: Number((mcpMean / restMean).toFixed(3)),
      median_round_ratio: Number(median.toFixed(3)),
      target_ratio: 0.5,
      connections,
      seconds_per_round: seconds,
      warmup_seconds: warmup,
      rounds,
      inputs: sample.length,
    }),
  );
} finally {
  child.kill();
  rmSync(dir, { recursive: true, force: true });
}
