// The real Entryguard server (`entryguard serve`) on a free port, behind a relay on another free port that
// writes down what each request carried, so a test can check what the extension sent.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const cli = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
  "server",
  "bin",
  "entryguard.mjs",
);

export interface SeenRequest {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
}

export interface EntryguardServer {
  /** The relay's origin, e.g. http://127.0.0.1:41234: what the extension is built to fetch from. */
  readonly origin: string;
  readonly requests: SeenRequest[];
  close(): Promise<void>;
}

function serveCli(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [cli, "serve", "--port", "0"], {
    env: { ...process.env, ACCESS_LOG: "0", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const port = /serving on http:\/\/[^:]+:(\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.once("exit", (code) => reject(new Error(`entryguard serve exited (${code}): ${out}`)));
  });
}

/** Starts `entryguard serve` with `env` (e.g. SIGNED_SNAPSHOT_FILE) and the recording relay. */
export async function startEntryguardServer(env: Record<string, string>): Promise<EntryguardServer> {
  const { child, port } = await serveCli(env);
  const requests: SeenRequest[] = [];
  const relay: Server = createServer((req, res) => {
    requests.push({ path: req.url ?? "", headers: { ...req.headers } });
    const upstream = httpRequest(
      { host: "127.0.0.1", port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    requests,
    async close() {
      relay.closeAllConnections();
      await new Promise((r) => relay.close(r));
      child.kill("SIGTERM");
    },
  };
}
