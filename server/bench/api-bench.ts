/**
 * `npm run bench:api`: autocannon against GET /v1/verify (with a key, so the keyless limit does not
 * interfere) and against a bare node:http server answering the same precomputed JSON, one after the
 * other in alternating rounds on this machine with the same connections. The last line is JSON with both figures and the ratio.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { createKey } from "../src/keys/key-file.ts";

const here = dirname(fileURLToPath(import.meta.url));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
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
  latency_p50_ms: number;
  latency_p99_ms: number;
}

async function round(url: string, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    requests_per_sec: r.requests.average,
    latency_p50_ms: r.latency.p50,
    latency_p99_ms: r.latency.p99,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function summary(all: Figures[]): Figures {
  return {
    requests_per_sec: Math.round(median(all.map((f) => f.requests_per_sec))),
    latency_p50_ms: median(all.map((f) => f.latency_p50_ms)),
    latency_p99_ms: median(all.map((f) => f.latency_p99_ms)),
  };
}

/**
 * Alternates short rounds against the two servers and keeps the median of each, so that a burst of other
 * load on the machine hits both sides alike instead of one whole run.
 */
async function compare(apiUrl: string, bareUrl: string, headers: Record<string, string>) {
  await round(apiUrl, headers, 2); // warm-up: JIT and connections, for both
  await round(bareUrl, headers, 2);
  const api: Figures[] = [];
  const bare: Figures[] = [];
  for (let i = 0; i < rounds; i++) {
    api.push(await round(apiUrl, headers, duration));
    bare.push(await round(bareUrl, headers, duration));
  }
  return { api: summary(api), bare: summary(bare) };
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

  const { api: apiFigures, bare: bareFigures } = await compare(
    `${api.url}${path}`,
    `${bare.url}${path}`,
    headers,
  );
  const ratio = Math.round((apiFigures.requests_per_sec / bareFigures.requests_per_sec) * 1000) / 1000;
  console.log(
    `API  ${apiFigures.requests_per_sec} req/s  p50 ${apiFigures.latency_p50_ms} ms  p99 ${apiFigures.latency_p99_ms} ms`,
  );
  console.log(
    `bare ${bareFigures.requests_per_sec} req/s  p50 ${bareFigures.latency_p50_ms} ms  p99 ${bareFigures.latency_p99_ms} ms`,
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
      target: 0.85,
    }),
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
}
