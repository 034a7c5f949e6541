import { verify } from "@entryguard/core";
import { describe, expect, it } from "vitest";
import {
  BASIC_KEY,
  PRO_KEY,
  problemOf,
  REVOKED_KEY,
  realIndex,
  testApp,
} from "../../test-support/test-app.ts";

const q = (url: string, extra = "") => `/v1/verify?url=${encodeURIComponent(url)}${extra}`;

describe("GET /v1/verify", () => {
  it("answers core's verdict, the registry page and (keyless) the attribution", async () => {
    const t = testApp();
    const res = await t.request(q("https://evisa.gov.tr/en/"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await res.json();
    const core = verify(realIndex(), "https://evisa.gov.tr/en/");
    if (!core.ok) throw new Error("core refused");
    const { source, attribution, ...result } = body;
    expect(result).toEqual(JSON.parse(JSON.stringify(core.result)));
    expect(body.official).toBe(true);
    expect(source).toBe("http://localhost:8787/countries/turkiye");
    expect(attribution).toBe(`Official entry-portal data from the Entryguard registry: ${source}`);
  });

  it("uses PUBLIC_BASE_URL for links and the country list when no country applies", async () => {
    const t = testApp({ PUBLIC_BASE_URL: "https://entryguard.example/" });
    const body = await (await t.request(q("example.org"))).json();
    expect(body.verdict.kind).toBe("unrelated");
    expect(body.source).toBeNull();
    expect(body.attribution).toBe(
      "Official entry-portal data from the Entryguard registry: https://entryguard.example/countries",
    );
  });

  it("honours country and ignores unknown query parameters", async () => {
    const t = testApp();
    const body = await (await t.request(q("evisa.gov.tr", "&country=Turkey&utm_source=x&foo="))).json();
    expect(body.official).toBe(true);
    expect(body.iso2).toBe("TR");
    const other = await (await t.request(q("evisa.gov.tr", "&country=India"))).json();
    expect(other.official).toBe(false);
    expect(other.iso2).toBe("IN");
  });

  it.each([
    ["missing", "/v1/verify", "bad-parameter"],
    ["empty", "/v1/verify?url=", "bad-parameter"],
    ["blank", "/v1/verify?url=%20%20", "bad-parameter"],
    ["too long", q(`https://example.com/${"a".repeat(2100)}`), "bad-parameter"],
    ["not a web scheme", q("javascript:alert(1)"), "unjudgeable-url"],
    ["unparsable", q("https://exa mple.com"), "unjudgeable-url"],
    ["no host", q("https://"), "unjudgeable-url"],
    ["a relative reference", q("/evisa.gov.tr"), "unjudgeable-url"],
    ["a scheme without slashes", q("https:evisa.gov.tr"), "unjudgeable-url"],
  ])("400 when url is %s", async (_what, path, code) => {
    const t = testApp();
    const res = await t.request(path);
    expect(res.status).toBe(400);
    const p = await problemOf(res);
    expect(p.code).toBe(code);
    expect(p.parameter).toBe("url");
  });

  it("names a relative reference as the reason", async () => {
    const p = await problemOf(await testApp().request(q("\\evisa.gov.tr")));
    expect(p).toMatchObject({ code: "unjudgeable-url", reason: "relative-reference" });
    expect(p.detail).toMatch(/relative link/);
  });

  it("400 with suggestions for an unknown country", async () => {
    const res = await testApp().request(q("evisa.gov.tr", "&country=Turky"));
    expect(res.status).toBe(400);
    const p = await problemOf(res);
    expect(p.code).toBe("unknown-country");
    expect(p.suggestions).toContain("Türkiye");
    expect((p.suggestions as string[]).length).toBeLessThanOrEqual(3);
  });

  it("400 without a name lookup for an overlong country; an unknown country is counted", async () => {
    const t = testApp();
    const res = await t.request(q("evisa.gov.tr", `&country=${"q".repeat(5000)}`));
    expect(res.status).toBe(400);
    const p = await problemOf(res);
    expect(p.parameter).toBe("country");
    expect(p.detail).toMatch(/at most 100 characters/);
    expect(res.headers.get("RateLimit-Remaining")).toBeNull();
    const unknown = await t.request(q("evisa.gov.tr", "&country=Narnia"));
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("RateLimit-Remaining")).toBe("9");
  });

  it("400 for a country holding a control character, before anything is counted", async () => {
    const t = testApp();
    for (const country of ["\u0000christmas.island/?", "Turkey\n", "\tIndia", "Ken\u0085ya"]) {
      const res = await t.request(q("evisa.gov.tr", `&country=${encodeURIComponent(country)}`));
      expect(res.status).toBe(400);
      const p = await problemOf(res);
      expect(p).toMatchObject({ code: "bad-parameter", parameter: "country" });
      expect(p.detail).toMatch(/control characters/);
    }
    const counted = await t.request(q("evisa.gov.tr", "&country=Turkey"));
    expect(counted.headers.get("RateLimit-Remaining")).toBe("9");
  });

  it("keyless: 10 a minute per client with RateLimit headers, then 429 with Retry-After", async () => {
    const t = testApp();
    for (let i = 1; i <= 10; i++) {
      const res = await t.request(q("evisa.gov.tr"));
      expect(res.status).toBe(200);
      expect(res.headers.get("RateLimit-Limit")).toBe("10");
      expect(res.headers.get("RateLimit-Remaining")).toBe(String(10 - i));
      expect(Number(res.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);
    }
    const refused = await t.request(q("evisa.gov.tr"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("RateLimit-Remaining")).toBe("0");
    expect((await problemOf(refused)).code).toBe("rate-limited");
    // Another client is counted on its own; IPv4-mapped IPv6 is the same client as its IPv4 address.
    expect((await t.request(q("evisa.gov.tr"), {}, "198.51.100.1")).status).toBe(200);
    expect((await t.request(q("evisa.gov.tr"), {}, "::ffff:203.0.113.10")).status).toBe(429);
  });

  it("keyless: 100 a day, reported once it binds", async () => {
    let now = 0;
    const t = testApp({}, { now: () => now });
    for (let minute = 0; minute < 10; minute++) {
      now = minute * 60_000;
      for (let i = 0; i < 10; i++) expect((await t.request(q("evisa.gov.tr"))).status).toBe(200);
    }
    now = 10 * 60_000;
    const refused = await t.request(q("evisa.gov.tr"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("RateLimit-Limit")).toBe("100");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60);
  });

  it("does not count bad input against the allowance", async () => {
    const t = testApp();
    for (let i = 0; i < 20; i++) expect((await t.request("/v1/verify?url=")).status).toBe(400);
    const res = await t.request(q("evisa.gov.tr"));
    expect(res.headers.get("RateLimit-Remaining")).toBe("9");
  });

  it("with a key: the plan's limits, no attribution, and X-API-Key or Bearer", async () => {
    const t = testApp();
    for (const headers of [{ "X-API-Key": PRO_KEY }, { Authorization: `Bearer ${PRO_KEY}` }]) {
      const res = await t.request(q("evisa.gov.tr"), { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("RateLimit-Limit")).toBe("120");
      const body = await res.json();
      expect(body.attribution).toBeUndefined();
      expect(body.source).toBe("http://localhost:8787/countries/turkiye");
    }
    // Keyed calls do not use up the keyless allowance of the same address.
    const keyless = await t.request(q("evisa.gov.tr"));
    expect(keyless.headers.get("RateLimit-Remaining")).toBe("9");
  });

  it("a plan's per-minute limit binds, and its monthly quota after it", async () => {
    let now = 0;
    const plans = JSON.stringify({ basic: { monthly: 5, perMinute: 3 } });
    const t = testApp({ PLANS: plans }, { now: () => now });
    const headers = { "X-API-Key": BASIC_KEY };
    for (let i = 0; i < 3; i++) expect((await t.request(q("evisa.gov.tr"), { headers })).status).toBe(200);
    expect((await t.request(q("evisa.gov.tr"), { headers })).status).toBe(429);
    now = 61_000;
    expect((await t.request(q("evisa.gov.tr"), { headers })).status).toBe(200);
    const fifth = await t.request(q("evisa.gov.tr"), { headers });
    expect(fifth.status).toBe(200);
    expect(fifth.headers.get("RateLimit-Limit")).toBe("5");
    expect(fifth.headers.get("RateLimit-Remaining")).toBe("0");
    now = 122_000;
    const over = await t.request(q("evisa.gov.tr"), { headers });
    expect(over.status).toBe(429);
    expect(over.headers.get("RateLimit-Limit")).toBe("5");
  });

  it("402 for a key that is not accepted, never falling back to keyless", async () => {
    const t = testApp();
    const bodies: unknown[] = [];
    for (const headers of [
      { "X-API-Key": "eg_nope" },
      { "X-API-Key": REVOKED_KEY },
      { "X-API-Key": "" },
      { Authorization: "Basic abc" },
    ]) {
      const res = await t.request(q("evisa.gov.tr"), { headers });
      expect(res.status).toBe(402);
      bodies.push(await problemOf(res));
    }
    // An unknown and a revoked key get the very same answer.
    expect(bodies[0]).toEqual(bodies[1]);
    expect((bodies[0] as { code: string }).code).toBe("api-key-invalid");
  });

  it("sends CORS headers for browsers on other sites", async () => {
    const t = testApp();
    const res = await t.request(q("evisa.gov.tr"), { headers: { Origin: "https://agency.example" } });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(res.headers.get("Access-Control-Expose-Headers")).toContain("RateLimit-Remaining");
    const preflight = await t.request("/v1/verify", {
      method: "OPTIONS",
      headers: { Origin: "https://agency.example", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toContain("GET");
  });
});
