import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

export interface RunningServer {
  /** Base URL such as http://127.0.0.1:41234 */
  readonly url: string;
  close(): Promise<void>;
}

/** Serves an app on a free port of 127.0.0.1 with the Node adapter the real server uses. */
export function listen(app: {
  fetch(request: Request): Response | Promise<Response>;
}): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server = serve(
      { fetch: (request) => app.fetch(request), hostname: "127.0.0.1", port: 0 },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        });
      },
    );
  });
}
