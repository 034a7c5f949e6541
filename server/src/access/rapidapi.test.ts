import { describe, expect, it } from "vitest";
import { problemOf, testApp } from "../test-support/test-app.ts";

const proxied = (secret: string, user = "traveller-app", plan = "ULTRA") => ({
  "X-RapidAPI-Proxy-Secret": secret,
  "X-RapidAPI-User": user,
  "X-RapidAPI-Subscription": plan,
});

describe("marketplace proxy headers", () => {
  it("identify the caller and plan when the proxy secret matches", async () => {
    const t = testApp({ RAPIDAPI_PROXY_SECRET: "s3cret" });
    const res = await t.request("/v1/country/japan", { headers: proxied("s3cret") });
    expect(res.status).toBe(200);
    expect(res.headers.get("RateLimit-Limit")).toBe("300");
    const verify = await (
      await t.request("/v1/verify?url=evisa.gov.tr", { headers: proxied("s3cret") })
    ).json();
    expect(verify.attribution).toBeUndefined();
  });

  it("an unknown subscription gets the smallest plan", async () => {
    const t = testApp({ RAPIDAPI_PROXY_SECRET: "s3cret" });
    const res = await t.request("/v1/country/japan", { headers: proxied("s3cret", "u", "PLATINUM") });
    expect(res.headers.get("RateLimit-Limit")).toBe("30");
  });

  it("a subscription named like an object's own members is no plan: it gets the smallest plan too", async () => {
    const t = testApp({ RAPIDAPI_PROXY_SECRET: "s3cret" });
    for (const [n, plan] of ["__proto__", "constructor", "toString", "hasOwnProperty"].entries()) {
      const res = await t.request("/v1/country/japan", { headers: proxied("s3cret", `u${n}`, plan) });
      expect(res.status, plan).toBe(200);
      expect(res.headers.get("RateLimit-Limit"), plan).toBe("30");
      expect(res.headers.get("RateLimit-Remaining"), plan).toBe("29");
    }
  });

  it("402 when the secret is wrong or the user is missing", async () => {
    const t = testApp({ RAPIDAPI_PROXY_SECRET: "s3cret" });
    const wrong = await t.request("/v1/country/japan", { headers: proxied("s3creT") });
    expect(wrong.status).toBe(402);
    expect((await problemOf(wrong)).code).toBe("api-key-invalid");
    const noUser = await t.request("/v1/country/japan", { headers: proxied("s3cret", "") });
    expect(noUser.status).toBe(402);
  });

  it("are ignored while no proxy secret is configured", async () => {
    const res = await testApp().request("/v1/country/japan", { headers: proxied("anything") });
    expect(res.status).toBe(402);
    expect((await problemOf(res)).code).toBe("api-key-required");
  });
});
