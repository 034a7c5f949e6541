import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/app-config.ts";
import { clientKey } from "./client-key.ts";

function appFor(env: Record<string, string>) {
  const config = loadConfig(env);
  const app = new Hono();
  app.get("/", (c) => c.text(clientKey(c, config)));
  return app;
}

function socket(address: string) {
  return { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: "IPv6" } } };
}

async function keyOf(app: Hono, address: string, headers: Record<string, string> = {}) {
  return (await app.request("/", { headers }, socket(address))).text();
}

describe("clientKey", () => {
  it("is the socket address, IPv4-mapped IPv6 as IPv4, and ignores X-Forwarded-For by default", async () => {
    const app = appFor({});
    expect(await keyOf(app, "::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(await keyOf(app, "198.51.100.4", { "X-Forwarded-For": "1.1.1.1" })).toBe("198.51.100.4");
  });

  it("with TRUST_PROXY takes the right-most X-Forwarded-For entry", async () => {
    const app = appFor({ TRUST_PROXY: "true" });
    const headers = { "X-Forwarded-For": "6.6.6.6, ::ffff:203.0.113.9" };
    expect(await keyOf(app, "10.0.0.2", headers)).toBe("203.0.113.9");
    expect(await keyOf(app, "10.0.0.2")).toBe("10.0.0.2");
  });

  it("skips trusted proxies from the right, never trusting the forgeable left", async () => {
    const app = appFor({ TRUST_PROXY: "1", TRUSTED_PROXIES: "10.0.0.0/8" });
    const headers = { "X-Forwarded-For": "6.6.6.6, 203.0.113.9, 10.0.0.7" };
    expect(await keyOf(app, "10.0.0.2", headers)).toBe("203.0.113.9");
  });

  it("answers without a socket (other runtimes) instead of throwing", async () => {
    const app = appFor({});
    expect(await (await app.request("/")).text()).toBe("unknown");
  });
});
