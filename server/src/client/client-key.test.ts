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

  it("counts an IPv6 client by its /64 (IPV6_CLIENT_PREFIX), from the socket or X-Forwarded-For", async () => {
    const app = appFor({ TRUST_PROXY: "1" });
    for (const address of ["2001:db8:1:2::7", "2001:db8:1:2:dead:beef:0:1"])
      expect(await keyOf(app, address), address).toBe("2001:db8:1:2:0:0:0:0/64");
    expect(await keyOf(app, "2001:db8:1:3::7")).toBe("2001:db8:1:3:0:0:0:0/64");
    const forwarded = (address: string) => keyOf(app, "10.0.0.2", { "X-Forwarded-For": address });
    for (const address of ["2001:db8:9:9::1", "2001:db8:9:9:1:2:3:4"])
      expect(await forwarded(address), address).toBe("2001:db8:9:9:0:0:0:0/64");
    expect(await forwarded("::ffff:198.51.100.4")).toBe("198.51.100.4");
    const wide = appFor({ IPV6_CLIENT_PREFIX: "48" });
    for (const address of ["2001:db8:1:2::7", "2001:db8:1:ffff::7"])
      expect(await keyOf(wide, address), address).toBe("2001:db8:1:0:0:0:0:0/48");
  });

  it("answers without a socket (other runtimes) instead of throwing", async () => {
    const app = appFor({});
    expect(await (await app.request("/")).text()).toBe("unknown");
  });
});
