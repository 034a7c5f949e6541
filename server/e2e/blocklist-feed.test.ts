import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { openApiValidator } from "./support/openapi-validator.ts";
import { startInstance } from "./support/test-servers.ts";

let server: RunningServer;
let validator: ReturnType<typeof openApiValidator>;

/** GET on the running server; every answer must match the OpenAPI document it serves. */
async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(`${server.url}${path}`, { headers });
  const body = await res.clone().text();
  const mismatch = validator.check(
    "GET",
    new URL(path, server.url).pathname,
    res.status,
    res.headers.get("content-type"),
    body,
  );
  expect(mismatch).toBeNull();
  return res;
}

beforeAll(async () => {
  server = await startInstance({ PUBLIC_BASE_URL: "https://entryguard.test" });
  validator = openApiValidator(await (await fetch(`${server.url}/openapi.json`)).json());
});

afterAll(async () => {
  await server?.close();
});

describe("the blocklist feed on a real port", () => {
  it("serves the four formats as documented, revalidates with 304 and compresses on request", async () => {
    for (const format of ["hosts", "adblock", "rpz", "json"]) {
      const res = await get(`/v1/blocklist?format=${format}`, { "Accept-Encoding": "gzip" });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain("evisaindia.com");
      expect(text).not.toContain("indianvisaonline.gov.in");
      const etag = res.headers.get("ETag") as string;
      const again = await get(`/v1/blocklist?format=${format}`, { "If-None-Match": etag });
      expect(again.status).toBe(304);
    }
    const hosts = await (await get("/v1/blocklist?format=hosts")).text();
    expect(hosts).toMatch(/^0\.0\.0\.0 evisaindia\.com$/m);
    expect(hosts).toContain("# Source: https://entryguard.test/v1/blocklist?format=hosts");
  });

  it("answers an unknown format with a documented 400 and a HEAD like the GET", async () => {
    const res = await get("/v1/blocklist?format=unbound");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const head = await fetch(`${server.url}/v1/blocklist?format=adblock`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("ETag")).toContain('-blocklist-adblock"');
  });

  it("refuses other methods with 405", async () => {
    const res = await fetch(`${server.url}/v1/blocklist`, { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
  });
});
