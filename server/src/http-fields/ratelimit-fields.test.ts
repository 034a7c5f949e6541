import { describe, expect, it } from "vitest";
import { hitAll } from "../limits/hit-all.ts";
import { createMemoryRateLimiter } from "../limits/memory-rate-limiter.ts";
import { PRO_KEY, testApp } from "../test-support/test-app.ts";
import { rateLimitField, rateLimitPolicyField, sfString } from "./ratelimit-fields.ts";

const minute = { name: "keyless-minute", limit: 2, windowMs: 60_000 };
const day = { name: "keyless-day", limit: 100, windowMs: 86_400_000 };

describe("RateLimit-Policy and RateLimit", () => {
  it("name every policy with its quota and window, and the state of each", async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    const first = await hitAll(limiter, [minute, day], "client");
    expect(rateLimitPolicyField(first)).toBe('"keyless-minute";q=2;w=60, "keyless-day";q=100;w=86400');
    expect(rateLimitField(first)).toBe('"keyless-minute";r=1;t=60, "keyless-day";r=99;t=86400');
    now += 30_500;
    await hitAll(limiter, [minute, day], "client");
    const refused = await hitAll(limiter, [minute, day], "client");
    // Refused by the minute: the day was not counted, so only the minute's state is known.
    expect(rateLimitField(refused)).toBe('"keyless-minute";r=0;t=30');
    expect(rateLimitPolicyField(refused)).toBe('"keyless-minute";q=2;w=60, "keyless-day";q=100;w=86400');
  });

  it("keeps a configured plan name a valid structured-field string", () => {
    expect(sfString('gold "plus"\\ ünï\r\n')).toBe('"gold \\"plus\\"\\\\ n"');
  });

  it("says nothing for a decision without policies", () => {
    const bare = { allowed: true, limit: 1, remaining: 1, resetMs: 1 };
    expect(rateLimitPolicyField(bare)).toBeUndefined();
    expect(rateLimitField(bare)).toBeUndefined();
  });
});

describe("the draft fields on the wire", () => {
  it("GET /v1/verify sends both keyless policies beside the older fields", async () => {
    const res = await testApp().request("/v1/verify?url=example.org");
    expect(res.headers.get("RateLimit-Limit")).toBe("10");
    expect(res.headers.get("RateLimit-Policy")).toBe(
      '"keyless-minute";q=10;w=60, "keyless-day";q=100;w=86400',
    );
    expect(res.headers.get("RateLimit")).toBe('"keyless-minute";r=9;t=60, "keyless-day";r=99;t=86400');
  });

  it("a key's call names its plan's minute and month policies", async () => {
    const res = await testApp().request("/v1/country/japan", { headers: { "X-API-Key": PRO_KEY } });
    expect(res.headers.get("RateLimit-Policy")).toBe(
      '"plan-pro-minute";q=120;w=60, "plan-pro-month";q=50000;w=2592000',
    );
    expect(res.headers.get("RateLimit")).toBe(
      '"plan-pro-minute";r=119;t=60, "plan-pro-month";r=49999;t=2592000',
    );
  });
});
