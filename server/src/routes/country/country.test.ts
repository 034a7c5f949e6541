import { describe, expect, it } from "vitest";
import { PRO_KEY, problemOf, REVOKED_KEY, testApp } from "../../test-support/test-app.ts";

const key = { "X-API-Key": PRO_KEY };

describe("GET /v1/country/{name}", () => {
  it.each(["turkiye", "Turkey", "türkiye", "TR", "tr", "Republic of Türkiye"])(
    "finds Türkiye by %s",
    async (name) => {
      const res = await testApp().request(`/v1/country/${encodeURIComponent(name)}`, { headers: key });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ id: "turkiye", iso2: "TR", country: "Türkiye" });
    },
  );

  it("returns the documented record shape", async () => {
    const res = await testApp().request("/v1/country/india", {
      headers: { Authorization: `Bearer ${PRO_KEY}` },
    });
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "all_official_urls",
        "checked_on",
        "country",
        "flag",
        "id",
        "iso2",
        "last_checked",
        "official_url",
        "portals",
        "source",
        "status",
        "updated_on",
      ].sort(),
    );
    expect(body.flag).toBe("🇮🇳");
    expect(["verified", "unverified"]).toContain(body.status);
    expect(body.all_official_urls).toEqual(body.portals.map((p: { url: string }) => p.url));
    expect(body.all_official_urls).toContain(body.official_url);
    for (const p of body.portals) {
      expect(["evisa", "eta", "arrival-card", "other"]).toContain(p.kind);
      expect(p.sources.length).toBeGreaterThan(0);
      expect(p.hosts.length).toBeGreaterThan(0);
    }
    expect(body.source).toBe("http://localhost:8787/countries/india");
  });

  it("404 with up to three suggestions", async () => {
    const res = await testApp().request("/v1/country/Indai", { headers: key });
    expect(res.status).toBe(404);
    const p = await problemOf(res);
    expect(p.code).toBe("country-not-found");
    expect(p.suggestions).toContain("India");
    expect((p.suggestions as string[]).length).toBeLessThanOrEqual(3);
  });

  it("404 without a name lookup for an overlong name, saying why", async () => {
    const res = await testApp().request(`/v1/country/${"q".repeat(5000)}`, { headers: key });
    expect(res.status).toBe(404);
    const p = await problemOf(res);
    expect(p.suggestions).toEqual([]);
    expect(p.detail).toMatch(/at most 100 characters/);
  });

  it("402 without a key, and the same 402 for unknown and revoked keys", async () => {
    const t = testApp();
    const none = await t.request("/v1/country/india");
    expect(none.status).toBe(402);
    expect((await problemOf(none)).code).toBe("api-key-required");
    const unknown = await problemOf(
      await t.request("/v1/country/india", { headers: { "X-API-Key": "eg_x" } }),
    );
    const revoked = await problemOf(
      await t.request("/v1/country/india", { headers: { "X-API-Key": REVOKED_KEY } }),
    );
    expect(unknown).toEqual(revoked);
    expect(unknown.code).toBe("api-key-invalid");
  });

  it("sends an ETag tied to the snapshot and answers 304 to If-None-Match", async () => {
    const t = testApp();
    const res = await t.request("/v1/country/india", { headers: key });
    const etag = res.headers.get("ETag");
    expect(etag).toContain(t.deps.index.snapshot.hash);
    expect(res.headers.get("Cache-Control")).toContain("max-age=");
    const again = await t.request("/v1/country/India", {
      headers: { ...key, "If-None-Match": etag as string },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await t.request("/v1/country/japan", {
      headers: { ...key, "If-None-Match": etag as string },
    });
    expect(other.status).toBe(200);
  });
});
