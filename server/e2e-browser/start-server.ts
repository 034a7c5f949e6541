import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "../src/app/create-app.ts";
import { createDeps } from "../src/app/create-deps.ts";
import { loadConfig } from "../src/config/app-config.ts";

export interface RunningServer {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** The real app on a free port of 127.0.0.1, as `npm start` wires it. */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const app = createApp(createDeps(loadConfig({ HOST: "127.0.0.1", PORT: "0", ACCESS_LOG: "0", ...env })));
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) => {
      resolve({
        baseUrl: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
