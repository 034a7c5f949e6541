// Test-only: real servers on 127.0.0.1 that play the portals' parts.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import type { KeyPair } from "./test-pki.ts";

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LocalServer {
  readonly port: number;
  close(): Promise<void>;
}

type Listening = ReturnType<typeof createHttpServer> | ReturnType<typeof createHttpsServer>;

async function listen(server: Listening): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An HTTPS server on a free port of 127.0.0.1 presenting `pair`. */
export function startHttpsServer(pair: KeyPair, handler: Handler): Promise<LocalServer> {
  return listen(createHttpsServer({ key: pair.key, cert: pair.cert }, handler));
}

/** A plain-HTTP server on a free port of 127.0.0.1. */
export function startHttpServer(handler: Handler): Promise<LocalServer> {
  return listen(createHttpServer(handler));
}
