import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config/app-config.ts";
import { type RunningServer, startServer } from "../../src/node/start-server.ts";

/** An instance of the real server on a free port of 127.0.0.1. */
export async function startInstance(env: Record<string, string>): Promise<RunningServer> {
  const keysFile = join(mkdtempSync(join(tmpdir(), "eg-e2e-")), "keys.json");
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    ACCESS_LOG: "0",
    KEYS_FILE: keysFile,
    TRUST_PROXY: "true",
    // Generous, so a busy test machine does not fall back by accident; still far below the 2 s bound.
    REDIS_TIMEOUT_MS: "1000",
    SHUTDOWN_TIMEOUT_MS: "1000",
    ...env,
  });
  return startServer(config);
}

/** Waits until an instance reports the given limit store (e.g. `redis` once its client is connected). */
export async function waitForLimits(base: string, state: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await (await fetch(`${base}/healthz`)).json()) as { limits: string };
    if (body.limits === state) return;
    if (Date.now() > deadline)
      throw new Error(`${base} still reports limits=${body.limits}, wanted ${state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Sends calls from a throwaway client until an instance counts in Redis again (recovery needs a call). */
export async function waitForSharedAgain(base: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await (
      await fetch(`${base}/v1/verify?url=example.org`, { headers: { "X-Forwarded-For": "192.0.2.250" } })
    ).text();
    const body = (await (await fetch(`${base}/healthz`)).json()) as { limits: string };
    if (body.limits === "redis") return;
    if (Date.now() > deadline) throw new Error(`${base} still reports limits=${body.limits}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
