import { verify } from "@entryguard/core";
import { describe, expect, it } from "vitest";
import { PRO_KEY, problemOf, REVOKED_KEY, realIndex, testApp } from "../../test-support/test-app.ts";

const CREDIT = "Official entry-portal data from the Entryguard registry";

function post(
  t: ReturnType<typeof testApp>,
  body: unknown,
  headers: Record<string, string> = {},
  address?: string,
) {
  return t.request(
    "/v1/verify",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    address,
  );
}

describe("POST /v1/verify (batch)", () => {
  it("answers each URL in order with core's verdict, and a problem for each bad item only", async () => {
    const urls = [
      "https://evisa.gov.tr/en/",
      42,
      "evisa-turkey-online.example",
      "",
      "javascript:alert(1)",
      "example.org",
    ];
    const res = await post(testApp(), { urls });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(6);
    expect(body.results.map((r: { url: unknown }) => r.url)).toEqual([
      "https://evisa.gov.tr/en/",
      null,
      "evisa-turkey-online.example",
      "",
      "javascript:alert(1)",
      "example.org",
    ]);
    for (const i of [0, 2, 5]) {
      const outcome = verify(realIndex(), urls[i] as string);
      if (!outcome.ok) throw new Error("core refused");
      const { source, attribution, ...result } = body.results[i].result;
      expect(result).toEqual(JSON.parse(JSON.stringify(outcome.result)));
      expect(attribution).toMatch(new RegExp(`^${CREDIT}: `));
    }
    expect(body.results[0].result.official).toBe(true);
    expect(body.results[0].result.source).toBe("http://localhost:8787/countries/turkiye");
    expect(body.results[1].problem).toMatchObject({
      status: 400,
      code: "bad-parameter",
      detail: "Each url must be a string.",
    });
    expect(body.results[3].problem).toMatchObject({ code: "bad-parameter", detail: "The url is empty." });
    expect(body.results[4].problem).toMatchObject({ code: "unjudgeable-url", reason: "unsupported-scheme" });
  });

  it("applies the country to every URL, as GET does", async () => {
    const res = await post(testApp(), { urls: ["https://evisa.gov.tr"], country: "India" });
    const [first] = (await res.json()).results;
    expect(first.result).toMatchObject({
      official: false,
      country: "India",
      real_url: "https://indianvisaonline.gov.in/evisa/",
    });
  });

  it("counts every judged URL against the keyless limit, and refuses a batch larger than what is left", async () => {
    const t = testApp();
    const four = await post(t, { urls: ["a.example", "b.example", "c.example", "d.example", ""] });
    expect(four.status).toBe(200);
    expect(four.headers.get("RateLimit-Remaining")).toBe("6");
    const seven = await post(t, { urls: Array.from({ length: 7 }, (_, i) => `site${i}.example`) });
    expect(seven.status).toBe(429);
    const refused = await problemOf(seven);
    expect(refused.code).toBe("rate-limited");
    expect(refused.detail).toContain("This batch has 7 URLs but only 6 calls are left");
    expect(Number(seven.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Only the check was spent: five calls remain, a batch of five goes through and uses them all.
    const five = await post(t, { urls: ["1.example", "2.example", "3.example", "4.example", "5.example"] });
    expect(five.status).toBe(200);
    expect(five.headers.get("RateLimit-Remaining")).toBe("0");
    expect((await t.request("/v1/verify?url=example.org")).status).toBe(429);
  });

  it("counts against a key's plan and leaves out the attribution; refuses a revoked key", async () => {
    const t = testApp();
    const res = await post(t, { urls: ["evisa.gov.tr", "example.org"] }, { "X-API-Key": PRO_KEY });
    expect(res.status).toBe(200);
    expect(res.headers.get("RateLimit-Limit")).toBe("120");
    expect(res.headers.get("RateLimit-Remaining")).toBe("118");
    const [first] = (await res.json()).results;
    expect(first.result.official).toBe(true);
    expect(first.result.attribution).toBeUndefined();
    const revoked = await post(t, { urls: ["evisa.gov.tr"] }, { "X-API-Key": REVOKED_KEY });
    expect(revoked.status).toBe(402);
  });

  it.each([
    ["not JSON", "{urls:", 400, "bad-body"],
    ["an array", '["evisa.gov.tr"]', 400, "bad-body"],
    ["no urls", { url: "evisa.gov.tr" }, 400, "bad-body"],
    ["urls not an array", { urls: "evisa.gov.tr" }, 400, "bad-body"],
    ["empty urls", { urls: [] }, 400, "bad-body"],
    ["101 urls", { urls: Array.from({ length: 101 }, () => "a.example") }, 413, "too-many-urls"],
    ["a country that is not a string", { urls: ["a.example"], country: 7 }, 400, "bad-parameter"],
    ["a country with a NUL", { urls: ["a.example"], country: "India\u0000x" }, 400, "bad-parameter"],
    ["a country too long", { urls: ["a.example"], country: "x".repeat(101) }, 400, "bad-parameter"],
  ])("refuses %s with %i problem+json, without counting it", async (_, body, status, code) => {
    const t = testApp();
    const res = await post(t, body);
    expect(res.status).toBe(status);
    expect((await problemOf(res)).code).toBe(code);
    expect((await t.request("/v1/verify?url=example.org")).headers.get("RateLimit-Remaining")).toBe("9");
  });

  it("refuses an unknown country with suggestions before judging anything", async () => {
    const res = await post(testApp(), { urls: ["evisa.gov.tr"], country: "Indai" });
    expect(res.status).toBe(400);
    const body = await problemOf(res);
    expect(body.code).toBe("unknown-country");
    expect(body.suggestions).toContain("India");
  });

  it("refuses a body that is not JSON by media type with 415", async () => {
    const text = await post(testApp(), { urls: ["a.example"] }, { "Content-Type": "text/plain" });
    expect(text.status).toBe(415);
    expect((await problemOf(text)).code).toBe("unsupported-media-type");
  });

  it("lets other sites send a batch: the preflight allows POST with a JSON body", async () => {
    const res = await testApp().request("/v1/verify", {
      method: "OPTIONS",
      headers: {
        Origin: "https://travel.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(res.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    expect(res.headers.get("Access-Control-Allow-Headers")).toBe("content-type");
  });

  it("answers other methods with 405 naming GET, HEAD and POST", async () => {
    const res = await testApp().request("/v1/verify", { method: "PUT" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD, POST");
  });
});
