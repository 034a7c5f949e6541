// Firefox has no --host-resolver-rules: its proxy preference sends every request here instead, and this
// proxy hands plain requests to the fake web's HTTP port and CONNECT tunnels to its HTTPS port, whatever
// host was asked for. The fake web answers by the Host header, as it does for Chromium.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import type { FakeWeb } from "../../e2e-browser/support/fake-web.ts";

export interface FakeWebProxy {
  readonly port: number;
  close(): Promise<void>;
}

export async function startProxyToFakeWeb(web: FakeWeb): Promise<FakeWebProxy> {
  const proxy: Server = createServer((req, res) => {
    const target = new URL(req.url ?? "/", "http://unknown");
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: web.httpPort,
        path: target.pathname + target.search,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  // CONNECT tunnels are not the server's HTTP connections: closeAllConnections leaves them open, so they are
  // tracked here and cut on close (else close waits for a browser that keeps a tunnel alive).
  const tunnels = new Set<Socket>();
  proxy.on("connect", (_req, client: Socket, head) => {
    const upstream = connect(web.httpsPort, "127.0.0.1", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      tunnels.add(socket);
      socket.once("close", () => tunnels.delete(socket));
    }
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    port: (proxy.address() as AddressInfo).port,
    async close() {
      proxy.closeAllConnections();
      for (const socket of tunnels) socket.destroy();
      await new Promise((r) => proxy.close(r));
    },
  };
}
