/**
 * `npm run bench:api`: autocannon against GET /v1/verify (with a key, so the keyless limit does not
 * interfere) and against a bare node:http server answering the same precomputed JSON, one after the
 * other in alternating rounds on this machine with the same connections, a line per round. The last line is
 * JSON: each side's medians, the ratio of the medians, the median of the per-round ratios (the steadier
 * figure on a shared machine) and of the per-round p99 ratios, against the targets (≥ 0.6×, p99 ≤ 3× bare),
 * and `cpu_ratio`: bare's CPU time per request over the API's (what the throughput ratio would be on an
 * idle machine where both servers are CPU-bound; far less swayed by other load than requests per second).
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
 * Alternates short rounds against the two servers (A/B, then B/A, so neither always goes first after a
 * pause) and keeps the median of each side and of the per-round ratios: a burst of other load on a shared
 * machine hits one round of both sides rather than one whole side.
 */
async function compare(apiUrl: Target, bareUrl: Target, headers: Record<string, string>) {
  await round(apiUrl, headers, 2); // warm-up: JIT and connections, for both
  await round(bareUrl, headers, 2);
  const api: Figures[] = [];
  const bare: Figures[] = [];
  const ratios: number[] = [];
  const p99Ratios: number[] = [];
  const cpuRatios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let a: Figures;
    let b: Figures;
    if (i % 2 === 0) {
      a = await round(apiUrl, headers, duration);
      b = await round(bareUrl, headers, duration);
    } else {
      b = await round(bareUrl, headers, duration);
      a = await round(apiUrl, headers, duration);
    }
    api.push(a);
    bare.push(b);
    ratios.push(a.requests_per_sec / b.requests_per_sec);
    p99Ratios.push(a.latency_p99_ms / Math.max(1, b.latency_p99_ms));
    cpuRatios.push(b.cpu_us_per_request / a.cpu_us_per_request);
    console.log(
      `round ${i + 1}: API ${Math.round(a.requests_per_sec)} req/s (p99 ${a.latency_p99_ms} ms), ` +
        `bare ${Math.round(b.requests_per_sec)} req/s (p99 ${b.latency_p99_ms} ms), ratio ${round3(ratios[i] as number)}; ` +
        `CPU per request API ${Math.round(a.cpu_us_per_request)} µs, bare ${Math.round(b.cpu_us_per_request)} µs`,
    );
  }
  return {
    api: summary(api),
    bare: summary(bare),
    medianRoundRatio: round3(median(ratios)),
    medianP99Ratio: round3(median(p99Ratios)),
    medianCpuRatio: round3(median(cpuRatios)),
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
  const bare = await start("serve-bare.ts", [bodyFile], {});
  children.push(bare.child);

  const result = await compare(
    { url: `${api.url}${path}`, pid: api.child.pid },
    { url: `${bare.url}${path}`, pid: bare.child.pid },
    headers,
  );
  const { api: apiFigures, bare: bareFigures } = result;
  const ratio = round3(apiFigures.requests_per_sec / bareFigures.requests_per_sec);
  console.log(
    `API  ${apiFigures.requests_per_sec} req/s  p50 ${apiFigures.latency_p50_ms} ms  p99 ${apiFigures.latency_p99_ms} ms (medians)`,
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
      bare: bareFigures,
      ratio,
      median_round_ratio: result.medianRoundRatio,
      p99_vs_bare: result.medianP99Ratio,
      cpu_ratio: result.medianCpuRatio,
      target: { ratio: 0.6, p99_vs_bare: 3 },
      meets_target: result.medianRoundRatio >= 0.6 && result.medianP99Ratio <= 3,
    }),
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
}
