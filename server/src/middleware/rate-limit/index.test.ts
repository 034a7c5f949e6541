import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AccessEnv } from "../../access/access-env.ts";
import { BASIC_KEY, problemOf, REVOKED_KEY, testApp } from "../../test-support/test-app.ts";
import { rateLimit } from "./index.ts";

function limitedApp() {
  const { deps } = testApp();
  let served = 0;
  const app = new Hono<AccessEnv>();
  app.get("/limited", rateLimit(deps), (c) => {
    served++;
    return c.text(c.get("caller").kind);
  });
  // Every call comes from the same (absent) socket, so all count against one keyless client.
  const call = (headers: Record<string, string> = {}) => app.request("/limited", { headers });
  return { app, call, served: () => served };
}

describe("rate-limit", () => {
  it("serves 10 keyless calls a minute with the IETF fields, then 429 with Retry-After without running the operation", async () => {
    const { call, served } = limitedApp();
    for (let i = 0; i < 10; i++) {
      const res = await call();
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("keyless");
      expect(res.headers.get("ratelimit-policy")).toBe(
        '"keyless-minute";q=10;w=60, "keyless-day";q=100;w=86400',
      );
      expect(res.headers.get("ratelimit")).toBe(
        `"keyless-minute";r=${9 - i};t=60, "keyless-day";r=${99 - i};t=86400`,
      );
    }
    const refused = await call();
    expect(refused.status).toBe(429);
    expect((await problemOf(refused)).code).toBe("rate-limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(served()).toBe(10);
  });

  it("counts a key holder against the key's plan, not the keyless limit", async () => {
    const { call } = limitedApp();
    const res = await call({ "X-API-Key": BASIC_KEY });
    expect(await res.text()).toBe("key");
    expect(res.headers.get("ratelimit-limit")).toBe("30");
    expect(res.headers.get("ratelimit-policy")).toMatch(
      /^"plan-basic-minute";q=30;w=60, "plan-basic-month";/,
    );
  });

  it("refuses a key that is not accepted with 402 instead of serving it as keyless, and does not count it", async () => {
    const { call, served } = limitedApp();
    const res = await call({ "X-API-Key": REVOKED_KEY });
    expect(res.status).toBe(402);
    expect((await problemOf(res)).code).toBe("api-key-invalid");
    expect(served()).toBe(0);
    expect((await call()).headers.get("ratelimit-remaining")).toBe("9");
  });
});
