/**
 * `npm run bench:api`: autocannon against GET /v1/verify (with a key, so the keyless limit does not
 * interfere), against a bare node:http server answering the same precomputed JSON, and against the floor
 * (a one-route Hono app answering the API's own body and headers), in rotating rounds on this machine with
 * the same connections, a line per round. The last line is
 * JSON: each side's medians, the ratio of the medians, the median of the per-round ratios (the steadier
 * figure on a shared machine) and of the per-round p99 ratios, against the targets (≥ 0.6×, p99 ≤ 3× bare),
 * and `cpu_ratio`: bare's CPU time per request over the API's (what the throughput ratio would be on an
 * idle machine where both servers are CPU-bound; far less swayed by other load than requests per second),
 * `floor_vs_bare` (what the framework and the headers alone leave) and `api_vs_floor` (what the API's own
 * work costs on top).
 * BENCH_CONNECTIONS (50), BENCH_DURATION seconds per round (3), BENCH_ROUNDS (6).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { createKey } from "../src/keys/key-file.ts";
import { processCpuMs } from "./process-cpu.ts";

const here = dirname(fileURLToPath(import.meta.url));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const path = "/v1/verify?url=https%3A%2F%2Fevisa-turkey-online.example%2Fapply&country=Turkey";

function start(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", join(here, script), ...args], {
    // Run from server/ so tsx compiles the pages' JSX with the server's tsconfig.
    cwd: join(here, ".."),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once("line", (line) => {
      resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
  });
}

interface Figures {
  requests_per_sec: number;
  /** The server's CPU time per answered request (user + system), in microseconds. */
  cpu_us_per_request: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
}

/** A server under test: where it answers and its process (for its CPU time). */
interface Target {
  readonly url: string;
  readonly pid: number | undefined;
}

async function round(target: Target, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const cpuBefore = processCpuMs(target.pid);
  const r = await autocannon({ url: target.url, connections, duration: seconds, headers });
  const cpuAfter = processCpuMs(target.pid);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${target.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? Number.NaN : cpuAfter - cpuBefore;
  return {
    requests_per_sec: r.requests.average,
    cpu_us_per_request: (cpuMs * 1000) / Math.max(1, r.requests.total),
    latency_p50_ms: r.latency.p50,
    latency_p99_ms: r.latency.p99,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function summary(all: Figures[]): Figures {
  return {
    requests_per_sec: Math.round(median(all.map((f) => f.requests_per_sec))),
    cpu_us_per_request: Math.round(median(all.map((f) => f.cpu_us_per_request))),
    latency_p50_ms: median(all.map((f) => f.latency_p50_ms)),
    latency_p99_ms: median(all.map((f) => f.latency_p99_ms)),
  };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Rotates short rounds against the servers (each round a different one goes first, so none always meets
 * the machine after a pause) and keeps the median of each side and of the per-round ratios to bare: a burst
 * of other load on a shared machine hits one round of every side rather than one whole side.
 */
async function compare(targets: Record<"api" | "floor" | "bare", Target>, headers: Record<string, string>) {
  const names = ["api", "floor", "bare"] as const;
  for (const name of names) await round(targets[name], headers, 2); // warm-up: JIT and connections
  const all = { api: [] as Figures[], floor: [] as Figures[], bare: [] as Figures[] };
  const ratios = { api: [] as number[], floor: [] as number[], p99: [] as number[], cpu: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    const order = names.map((_, k) => names[(i + k) % names.length] as (typeof names)[number]);
    const got: Partial<Record<(typeof names)[number], Figures>> = {};
    for (const name of order) got[name] = await round(targets[name], headers, duration);
    const { api: a, floor: f, bare: b } = got as Record<(typeof names)[number], Figures>;
    all.api.push(a);
    all.floor.push(f);
    all.bare.push(b);
    ratios.api.push(a.requests_per_sec / b.requests_per_sec);
    ratios.floor.push(f.requests_per_sec / b.requests_per_sec);
    ratios.p99.push(a.latency_p99_ms / Math.max(1, b.latency_p99_ms));
    ratios.cpu.push(b.cpu_us_per_request / a.cpu_us_per_request);
    console.log(
      `round ${i + 1}: API ${Math.round(a.requests_per_sec)} req/s (p99 ${a.latency_p99_ms} ms), ` +
        `floor ${Math.round(f.requests_per_sec)} req/s, bare ${Math.round(b.requests_per_sec)} req/s ` +
        `(p99 ${b.latency_p99_ms} ms), ratio ${round3(ratios.api[i] as number)}; ` +
        `CPU per request API ${Math.round(a.cpu_us_per_request)} µs, floor ${Math.round(f.cpu_us_per_request)} µs, ` +
        `bare ${Math.round(b.cpu_us_per_request)} µs`,
    );
  }
  return {
    api: summary(all.api),
    floor: summary(all.floor),
    bare: summary(all.bare),
    medianRoundRatio: round3(median(ratios.api)),
    medianFloorRatio: round3(median(ratios.floor)),
    medianP99Ratio: round3(median(ratios.p99)),
    medianCpuRatio: round3(median(ratios.cpu)),
  };
}

const dir = mkdtempSync(join(tmpdir(), "eg-bench-"));
const keysFile = join(dir, "keys.json");
const plans = JSON.stringify({ bench: { monthly: 1_000_000_000, perMinute: 1_000_000_000 } });
const { key } = createKey(keysFile, "bench", "bench");
const api = await start("serve-api.ts", [], {
  KEYS_FILE: keysFile,
  PLANS: plans,
  ACCESS_LOG: "0",
  REDIS_URL: "",
});
const children: ChildProcess[] = [api.child];
try {
  const headers = { "X-API-Key": key };
  const sample = await fetch(`${api.url}${path}`, { headers });
  if (sample.status !== 200) throw new Error(`the API answered ${sample.status}`);
  const bodyFile = join(dir, "body.json");
  writeFileSync(bodyFile, await sample.text());
  // The floor answers with the API's own headers, less those Node's HTTP layer writes itself.
  const own = new Set(["content-length", "date", "connection", "keep-alive", "transfer-encoding"]);
  const headersFile = join(dir, "headers.json");
  writeFileSync(headersFile, JSON.stringify([...sample.headers].filter(([name]) => !own.has(name))));
  const bare = await start("serve-bare.ts", [bodyFile], {});
  children.push(bare.child);
  const floor = await start("serve-hono-floor.ts", [bodyFile, headersFile], {});
  children.push(floor.child);

  const result = await compare(
    {
      api: { url: `${api.url}${path}`, pid: api.child.pid },
      floor: { url: `${floor.url}${path}`, pid: floor.child.pid },
      bare: { url: `${bare.url}${path}`, pid: bare.child.pid },
    },
    headers,
  );
  const { api: apiFigures, floor: floorFigures, bare: bareFigures } = result;
  const ratio = round3(apiFigures.requests_per_sec / bareFigures.requests_per_sec);
  console.log(
    `API  ${apiFigures.requests_per_sec} req/s  p50 ${apiFigures.latency_p50_ms} ms  p99 ${apiFigures.latency_p99_ms} ms (medians)`,
  );
  console.log(
    `floor ${floorFigures.requests_per_sec} req/s  p50 ${floorFigures.latency_p50_ms} ms  p99 ${floorFigures.latency_p99_ms} ms (medians)`,
  );
  console.log(
    `bare ${bareFigures.requests_per_sec} req/s  p50 ${bareFigures.latency_p50_ms} ms  p99 ${bareFigures.latency_p99_ms} ms (medians)`,
  );
  console.log(
    JSON.stringify({
      bench: "api-verify",
      connections,
      rounds,
      round_s: duration,
      api: apiFigures,
      floor: floorFigures,
      bare: bareFigures,
      ratio,
      median_round_ratio: result.medianRoundRatio,
      p99_vs_bare: result.medianP99Ratio,
      cpu_ratio: result.medianCpuRatio,
      // The framework with the API's headers and no work: the most any API on this stack could reach.
      floor_vs_bare: result.medianFloorRatio,
      api_vs_floor: round3(result.medianRoundRatio / result.medianFloorRatio),
      target: { ratio: 0.6, p99_vs_bare: 3 },
      meets_target: result.medianRoundRatio >= 0.6 && result.medianP99Ratio <= 3,
    }),
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
}
