import { describe, expect, it } from "vitest";
import { PRO_KEY, problemOf, testApp } from "../../test-support/test-app.ts";

describe("GET /v1/countries", () => {
  it("lists every record in the /v1/country shape", async () => {
    const t = testApp();
    const res = await t.request("/v1/countries", { headers: { "X-API-Key": PRO_KEY } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(t.deps.index.snapshot.countries.length);
    expect(body.countries).toHaveLength(body.total);
    const one = await (await t.request("/v1/country/japan", { headers: { "X-API-Key": PRO_KEY } })).json();
    expect(body.countries.find((c: { id: string }) => c.id === "japan")).toEqual(one);
    expect(res.headers.get("RateLimit-Limit")).toBe("120");
  });

  it("402 without a key", async () => {
    const res = await testApp().request("/v1/countries");
    expect(res.status).toBe(402);
    expect((await problemOf(res)).code).toBe("api-key-required");
  });

  it("ETag and 304", async () => {
    const t = testApp();
    const headers = { "X-API-Key": PRO_KEY };
    const etag = (await t.request("/v1/countries", { headers })).headers.get("ETag") as string;
    expect(etag).toContain(t.deps.index.snapshot.hash);
    const res = await t.request("/v1/countries", { headers: { ...headers, "If-None-Match": `W/${etag}` } });
    expect(res.status).toBe(304);
  });
});
