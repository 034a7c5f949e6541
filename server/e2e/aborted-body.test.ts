import { connect } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../src/app/create-app.ts";
import { createDeps } from "../src/app/create-deps.ts";
import { loadConfig } from "../src/config/app-config.ts";

const accessLog: string[] = [];
let server: ServerType;
let port: number;

beforeAll(async () => {
  const config = loadConfig({ ACCESS_LOG: "1", KEYS_FILE: "/nonexistent/keys.json" });
  const app = createApp(createDeps(config), { logSink: (line) => accessLog.push(line) });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      port = info.port;
      resolve();
    });
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/** Sends headers announcing a body, part of the body, then closes the connection. */
async function abortMidBody(path: string): Promise<void> {
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"jsonrpc":`,
  );
  await new Promise((r) => setTimeout(r, 150));
  socket.destroy();
}

describe("a client that closes the connection mid-body (real port)", () => {
  it("is logged at info at most, and never recorded as a server error", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const infos: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void infos.push(line));
    try {
      for (const path of ["/mcp", "/v1/verify?url=evisa.gov.tr"]) {
        const before = accessLog.length;
        await abortMidBody(path);
        await vi.waitFor(() => expect(accessLog.length).toBeGreaterThan(before), { timeout: 5_000 });
      }
      expect(errors).not.toHaveBeenCalled();
      expect(accessLog.map((line) => JSON.parse(line).status)).not.toContain(500);
      for (const line of infos) expect(JSON.parse(line).level).toBe("info");
    } finally {
      errors.mockRestore();
      log.mockRestore();
    }
  });
});
