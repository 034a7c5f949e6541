import { type ServerType, serve } from "@hono/node-server";
import { createApp } from "../app/create-app.ts";
import { createDeps } from "../app/create-deps.ts";
import type { AppConfig } from "../config/app-config.ts";

export interface RunningServer {
  readonly server: ServerType;
  /** Where it answers, by address (no name lookup), e.g. http://127.0.0.1:8787. */
  readonly url: string;
  /** Stops taking connections, lets open requests finish (up to the shutdown timeout), closes the stores. */
  close(): Promise<void>;
}

/** Starts the app on Node with the configured port, host and stores. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  const deps = createDeps(config);
  const app = createApp(deps);
  await deps.keys.ready?.();
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        // A client that trickles its headers or body is answered 408 and cut off within these bounds,
        // instead of holding a connection for Node's default five minutes.
        serverOptions: {
          headersTimeout: config.headersTimeoutMs,
          requestTimeout: config.requestTimeoutMs,
          // Node checks the bounds on this interval (30 s by default), so it sets their precision.
          connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
        },
      },
      () => resolve(s),
    );
    s.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  let closing: Promise<void> | undefined;
  return {
    server,
    url: `http://${host === "0.0.0.0" ? "127.0.0.1" : host === "[::]" ? "[::1]" : host}:${port}`,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            if ("closeAllConnections" in server) server.closeAllConnections();
            resolve();
          }, config.shutdownTimeoutMs);
          timer.unref();
          server.close(() => {
            clearTimeout(timer);
            resolve();
          });
          // Idle keep-alive connections would hold close() open until they time out.
          if ("closeIdleConnections" in server) server.closeIdleConnections();
        });
        await Promise.all([deps.limiter.close?.(), deps.keys.close()]);
      })();
      return closing;
    },
  };
}
