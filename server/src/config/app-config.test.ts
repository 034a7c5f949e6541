import { describe, expect, it } from "vitest";
import { loadConfig } from "./app-config.ts";
import { DEFAULT_PLANS } from "./plans.ts";

describe("loadConfig", () => {
  it("has the npm start defaults", () => {
    const c = loadConfig({ HOME: "/home/x" });
    expect(c).toMatchObject({ port: 8787, host: "127.0.0.1", publicBaseUrl: "http://localhost:8787" });
    expect(c.redisUrl).toBeUndefined();
    expect(c.trustProxy).toBe(false);
    expect(c.logUrls).toBe(false);
    expect(c.windows).toEqual({ minuteMs: 60_000, dayMs: 86_400_000, monthMs: 2_592_000_000 });
    expect(c.plans).toBe(DEFAULT_PLANS);
    expect(c.ipv6ClientPrefix).toBe(64);
    expect(c).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, pageLookupsPerMinute: 60 });
    expect(Math.max(...[...c.plans.values()].map((p) => p.monthly))).toBe(1_000_000);
  });

  it("reads every variable", () => {
    const c = loadConfig({
      PORT: "9000",
      HOST: "0.0.0.0",
      PUBLIC_BASE_URL: "https://entryguard.example/",
      TRUST_PROXY: "true",
      TRUSTED_PROXIES: "10.0.0.0/8, 192.0.2.1",
      REDIS_URL: "redis://127.0.0.1:6379",
      KEYS_FILE: "/etc/entryguard/keys.json",
      RAPIDAPI_PROXY_SECRET: "s",
      PLANS: '{"solo":{"monthly":10,"perMinute":2}}',
      LIMIT_MINUTE_MS: "1000",
      LOG_URLS: "1",
      HEADERS_TIMEOUT_SECONDS: "2.5",
      REQUEST_TIMEOUT_SECONDS: "5",
      PAGE_LOOKUPS_PER_MINUTE: "7",
      IPV6_CLIENT_PREFIX: "56",
    });
    expect(c).toMatchObject({
      port: 9000,
      host: "0.0.0.0",
      publicBaseUrl: "https://entryguard.example",
      trustProxy: true,
      trustedProxies: ["10.0.0.0/8", "192.0.2.1"],
      redisUrl: "redis://127.0.0.1:6379",
      keysFile: "/etc/entryguard/keys.json",
      rapidApiProxySecret: "s",
      plans: new Map([["solo", { monthly: 10, perMinute: 2 }]]),
      logUrls: true,
      headersTimeoutMs: 2_500,
      requestTimeoutMs: 5_000,
      pageLookupsPerMinute: 7,
      ipv6ClientPrefix: 56,
    });
    expect(c.windows.minuteMs).toBe(1000);
  });

  it("keeps the headers timeout within the request timeout (Node refuses a longer one)", () => {
    const c = loadConfig({ HEADERS_TIMEOUT_SECONDS: "60", REQUEST_TIMEOUT_SECONDS: "5" });
    expect(c.headersTimeoutMs).toBe(5_000);
  });

  it("reads a switch written as 0/1, true/false or yes/no, in any case", () => {
    expect(loadConfig({ TRUST_PROXY: "YES", ACCESS_LOG: "No", LOG_URLS: "TRUE" })).toMatchObject({
      trustProxy: true,
      accessLog: false,
      logUrls: true,
    });
  });

  it.each([
    [{ PORT: "abc" }, /PORT/],
    [{ PLANS: "{" }, /PLANS must be JSON/],
    [{ PLANS: '{"x":{"monthly":0,"perMinute":1}}' }, /plan "x"/],
    [{ PLANS: "{}" }, /at least one plan/],
    [{ IPV6_CLIENT_PREFIX: "129" }, /IPV6_CLIENT_PREFIX must be between 1 and 128/],
    [{ REQUEST_TIMEOUT_SECONDS: "0" }, /REQUEST_TIMEOUT_SECONDS must be a number of seconds/],
    [{ HEADERS_TIMEOUT_SECONDS: "soon" }, /HEADERS_TIMEOUT_SECONDS/],
    [{ PORT: "70000" }, /PORT must be from 0 to 65535, got "70000"/],
    [{ TRUSTED_PROXIES: "10.0.0.0/8, proxy.local" }, /TRUSTED_PROXIES: "proxy.local" is neither/],
    [{ TRUSTED_PROXIES: "10.0.0.0/33" }, /TRUSTED_PROXIES: "10.0.0.0\/33" is neither/],
    [{ TRUSTED_PROXIES: "2001:db8::/32" }, /TRUSTED_PROXIES: "2001:db8::\/32" is neither/],
    [{ TRUST_PROXY: "ture" }, /TRUST_PROXY must be one of 1, true, yes, 0, false, no; got "ture"/],
    [{ ACCESS_LOG: "off" }, /ACCESS_LOG must be one of/],
    [{ PUBLIC_BASE_URL: "entryguard.example" }, /PUBLIC_BASE_URL must be an absolute http\(s\) URL/],
    [{ PUBLIC_BASE_URL: "ftp://entryguard.example" }, /PUBLIC_BASE_URL must be an absolute http\(s\) URL/],
  ])("rejects bad values clearly (%j)", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
