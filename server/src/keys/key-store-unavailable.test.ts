import { describe, expect, it } from "vitest";
import { createApp } from "../app/create-app.ts";
import { loadConfig } from "../config/app-config.ts";
import { createMemoryRateLimiter } from "../limits/memory-rate-limiter.ts";
import { realIndex } from "../test-support/test-app.ts";
import { KeyStoreUnavailableError } from "./key-store-unavailable.ts";

/** The real app whose key store cannot be read, as while Redis is down. */
function appWithUnreadableKeys() {
  return createApp({
    index: realIndex(),
    config: loadConfig({ ACCESS_LOG: "0" }),
    limiter: createMemoryRateLimiter(),
    keys: {
      find() {
        throw new KeyStoreUnavailableError(
          "API keys cannot be checked right now (Redis down); retry shortly.",
        );
      },
    },
  });
}

describe("a key store that cannot be read", () => {
  it.each([
    ["/v1/verify?url=evisa.gov.tr", { "X-API-Key": "eg_some-key" }],
    ["/v1/country/Japan", { Authorization: "Bearer eg_some-key" }],
  ])(
    "answers %s with a key as a 503 problem with Retry-After, not a 500 or a refusal",
    async (path, headers) => {
      const res = await appWithUnreadableKeys().request(path, { headers });
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(await res.json()).toMatchObject({
        status: 503,
        title: "Service unavailable",
        code: "key-store-unavailable",
        detail: "API keys cannot be checked right now (Redis down); retry shortly.",
      });
    },
  );

  it("still answers keyless calls", async () => {
    const res = await appWithUnreadableKeys().request("/v1/verify?url=evisa.gov.tr");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ official: true });
  });
});
