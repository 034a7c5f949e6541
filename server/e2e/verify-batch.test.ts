import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { openApiValidator } from "./support/openapi-validator.ts";
import { startInstance } from "./support/test-servers.ts";

let server: RunningServer;
let validator: ReturnType<typeof openApiValidator>;
const CREDIT = "Official entry-portal data from the Entryguard registry";

/** A request on the running server whose answer must match the OpenAPI document it serves. */
async function call(method: string, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(`${server.url}${path}`, { ...init, method });
  const body = await res.clone().text();
  const pathname = new URL(path, server.url).pathname;
  expect(validator.check(method, pathname, res.status, res.headers.get("content-type"), body)).toBeNull();
  return res;
}

const batch = (body: unknown, client: string) =>
  call("POST", "/v1/verify", {
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startInstance({ PUBLIC_BASE_URL: "https://entryguard.test", BODY_LIMIT_BYTES: "4096" });
  validator = openApiValidator(await (await fetch(`${server.url}/openapi.json`)).json());
});

afterAll(async () => {
  await server?.close();
});

describe("batch verify on a real port", () => {
  it("answers in order as documented, a problem for the bad item, a string attribution", async () => {
    const res = await batch(
      { urls: ["evisa.gov.tr", "javascript:alert(1)", "indianvisaonline.gov.in"] },
      "198.51.100.1",
    );
    expect(res.status).toBe(200);
    const { results } = await res.json();
    expect(results[0].result).toMatchObject({ official: true, iso2: "TR" });
    expect(results[0].result.attribution).toBe(`${CREDIT}: https://entryguard.test/countries/turkiye`);
    expect(results[1].problem).toMatchObject({ code: "unjudgeable-url", status: 400 });
    expect(results[2].result).toMatchObject({ official: true, iso2: "IN" });
    // Judged URLs count, the unjudgeable one too (as on GET): three calls.
    expect(res.headers.get("RateLimit-Remaining")).toBe("7");
  });

  it("keyless GET answers carry the same string attribution", async () => {
    const res = await call("GET", "/v1/verify?url=evisa.gov.tr", {
      headers: { "X-Forwarded-For": "198.51.100.2" },
    });
    expect((await res.json()).attribution).toBe(`${CREDIT}: https://entryguard.test/countries/turkiye`);
  });

  it("sends the draft RateLimit-Policy and RateLimit fields, readable cross-origin and documented", async () => {
    const res = await call("GET", "/v1/verify?url=example.org", {
      headers: { "X-Forwarded-For": "198.51.100.5", Origin: "https://travel.example" },
    });
    expect(res.headers.get("RateLimit-Policy")).toBe(
      '"keyless-minute";q=10;w=60, "keyless-day";q=100;w=86400',
    );
    expect(res.headers.get("RateLimit")).toBe('"keyless-minute";r=9;t=60, "keyless-day";r=99;t=86400');
    expect(res.headers.get("Access-Control-Expose-Headers")).toContain("RateLimit-Policy, RateLimit,");
    const after = await batch({ urls: ["a.example", "b.example"] }, "198.51.100.5");
    expect(after.headers.get("RateLimit")).toMatch(/^"keyless-minute";r=7;t=\d+, "keyless-day";r=97;t=\d+$/);
    const doc = await (await fetch(`${server.url}/openapi.json`)).json();
    for (const op of [doc.paths["/v1/verify"].get, doc.paths["/v1/verify"].post]) {
      expect(Object.keys(op.responses["200"].headers)).toEqual(
        expect.arrayContaining(["RateLimit-Policy", "RateLimit", "RateLimit-Limit"]),
      );
    }
  });

  it("refuses the whole batch with 429 when fewer calls are left than it needs", async () => {
    const res = await batch({ urls: Array.from({ length: 11 }, (_, i) => `s${i}.example`) }, "198.51.100.3");
    expect(res.status).toBe(429);
    expect((await res.json()).detail).toContain("This batch has 11 URLs but only 10 calls are left");
  });

  it("answers 413 for a body over BODY_LIMIT_BYTES and for more than 100 URLs, 400 for broken JSON", async () => {
    const long = Array.from(
      { length: 90 },
      (_, i) => `a-rather-long-host-name-number-${i}.example/with/a/path`,
    );
    expect((await batch({ urls: long }, "198.51.100.4")).status).toBe(413);
    expect((await batch({ urls: Array.from({ length: 101 }, () => "a.b") }, "198.51.100.4")).status).toBe(
      413,
    );
    const broken = await call("POST", "/v1/verify", {
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
  });
});
