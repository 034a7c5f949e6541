import { describe, expect, it } from "vitest";
import { PRO_KEY, problemOf, testApp } from "../test-support/test-app.ts";

describe("the app's production basics", () => {
  it("404 problem for unknown API paths", async () => {
    const res = await testApp().request("/v1/nothing-here");
    expect(res.status).toBe(404);
    expect((await problemOf(res)).code).toBe("not-found");
  });

  it.each(["POST", "PUT", "DELETE", "PATCH"])("405 with Allow for %s on an operation", async (method) => {
    for (const path of ["/v1/country/india", "/v1/countries", "/v1/blocklist", "/openapi.json"]) {
      const res = await testApp().request(path, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD");
      expect((await problemOf(res)).code).toBe("method-not-allowed");
    }
    // POST /v1/verify is the batch operation.
    if (method === "POST") return;
    const res = await testApp().request("/v1/verify?url=evisa.gov.tr", { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD, POST");
  });

  it("413 for an oversized body", async () => {
    const t = testApp({ BODY_LIMIT_BYTES: "1024" });
    const res = await t.request("/v1/verify?url=evisa.gov.tr", {
      method: "POST",
      body: "x".repeat(4096),
      headers: { "Content-Type": "text/plain", "Content-Length": "4096" },
    });
    expect(res.status).toBe(413);
    expect((await problemOf(res)).code).toBe("payload-too-large");
  });

  it("an unexpected error is logged and answered 500 without internals", async () => {
    const limiter = {
      hit: async () => {
        throw new Error("secret internal detail at /srv/x.ts:12");
      },
    };
    const t = testApp({}, { limiter });
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      const res = await t.request("/v1/verify?url=evisa.gov.tr");
      expect(res.status).toBe(500);
      const text = await res.clone().text();
      expect(text).not.toContain("secret internal detail");
      expect((await problemOf(res)).code).toBe("internal-error");
    } finally {
      console.error = original;
    }
    expect(errors.join("\n")).toContain("secret internal detail");
  });

  it("sends secure headers", async () => {
    const res = await testApp().request("/healthz");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("compresses large responses for clients that accept it", async () => {
    const res = await testApp().request("/v1/countries", {
      headers: { "X-API-Key": PRO_KEY, "Accept-Encoding": "gzip" },
    });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
  });

  it("healthz reports the registry version, the limit store and the key store", async () => {
    const t = testApp();
    const body = await (await t.request("/healthz")).json();
    expect(body).toEqual({
      ok: true,
      registry: t.deps.index.snapshot.version,
      limits: "memory",
      // The test app's keys are a plain in-memory lookup, which names no store.
      keys: "custom",
    });
  });

  it("logs requests as JSON lines without the checked URLs", async () => {
    const t = testApp({ ACCESS_LOG: "1" });
    await t.request("/v1/verify?url=https%3A%2F%2Fmy-passport.example%2Fapply&country=India");
    expect(t.logs).toHaveLength(1);
    const entry = JSON.parse(t.logs[0] as string);
    expect(entry).toMatchObject({ level: "info", method: "GET", path: "/v1/verify", status: 200 });
    expect(t.logs[0]).not.toContain("my-passport");
    const withUrls = testApp({ ACCESS_LOG: "1", LOG_URLS: "1" });
    await withUrls.request("/v1/verify?url=my-passport.example");
    expect(JSON.parse(withUrls.logs[0] as string).url).toBe("my-passport.example");
  });

  it("serves the interactive reference at /docs from this origin, under a strict CSP", async () => {
    const t = testApp();
    const res = await t.request("/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    const html = await res.text();
    // Nothing from another origin, and no inline script.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script>(?!<)/);
    const assets = [...html.matchAll(/(?:src|href)="(\/docs\/assets\/[^"]+)"/g)].map((m) => m[1] as string);
    expect(assets).toHaveLength(3);
    for (const path of assets) {
      const asset = await t.request(path);
      expect(asset.status, path).toBe(200);
      expect(asset.headers.get("cache-control")).toContain("immutable");
      expect((await asset.arrayBuffer()).byteLength, path).toBeGreaterThan(100);
    }
    const init = await (await t.request(assets.find((a) => a.endsWith("docs-init.js")) as string)).text();
    expect(init).toContain('url: "/openapi.json"');
  });
});
