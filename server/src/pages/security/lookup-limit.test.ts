import { describe, expect, it } from "vitest";
import { testApp } from "../../test-support/test-app.ts";

describe("name lookups on the pages", () => {
  it("are counted per client: past the minute's allowance a lookup gets 429 with Retry-After", async () => {
    const t = testApp({ PAGE_LOOKUPS_PER_MINUTE: "4" });
    // What each look-up answers while under the allowance: a name redirects to its record, a check and a
    // search answer in place.
    const allowed: [string, number][] = [
      ["/?country=Turkey", 303],
      ["/?url=evisa.gov.tr&for=Kenya", 200],
      ["/countries?q=ken", 200],
      ["/countries/GB", 301],
    ];
    const lookups = allowed.map(([path]) => path);
    for (const [path, status] of allowed) expect((await t.request(path)).status, path).toBe(status);
    for (const path of [...lookups, "/countries/narnia"]) {
      const refused = await t.request(path);
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await refused.text()).toMatch(/Too many country look-ups/);
    }
    // Another client still looks up; a record by its id, the list and the home page are never counted.
    expect((await t.request("/?country=Turkey", {}, "198.51.100.20")).status).toBe(303);
    for (const path of ["/countries/turkiye", "/countries", "/"]) {
      expect((await t.request(path)).status, path).toBe(200);
    }
  });

  it("answer an NFKD-expanding name like any unknown one (404 with the form), counted", async () => {
    const t = testApp({ PAGE_LOOKUPS_PER_MINUTE: "2" });
    const expanding = encodeURIComponent("\uFDFA".repeat(100));
    expect((await t.request(`/countries/${expanding}`)).status).toBe(404);
    expect((await t.request(`/?country=${expanding}`)).status).toBe(404);
    expect((await t.request(`/countries?q=${expanding}`)).status).toBe(429);
  });
});
