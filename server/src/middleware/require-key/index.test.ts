import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AccessEnv } from "../../access/access-env.ts";
import { BASIC_KEY, problemOf, REVOKED_KEY, testApp } from "../../test-support/test-app.ts";
import { requireKey } from "./index.ts";

function keyedApp() {
  const { deps } = testApp();
  const served: string[] = [];
  const app = new Hono<AccessEnv>();
  app.get("/keyed", requireKey(deps), (c) => {
    const caller = c.get("caller");
    served.push(caller.kind === "key" ? caller.id : caller.kind);
    return c.text("served");
  });
  return { app, served };
}

describe("require-key", () => {
  it("answers 402 api-key-required without a key, and the operation does not run", async () => {
    const { app, served } = keyedApp();
    const res = await app.request("/keyed");
    expect(res.status).toBe(402);
    expect((await problemOf(res)).code).toBe("api-key-required");
    expect(served).toEqual([]);
  });

  it("answers 402 api-key-invalid for a revoked key and for an empty bearer token", async () => {
    const { app, served } = keyedApp();
    for (const headers of [{ "X-API-Key": REVOKED_KEY }, { Authorization: "Bearer " }]) {
      const res = await app.request("/keyed", { headers });
      expect(res.status).toBe(402);
      expect((await problemOf(res)).code).toBe("api-key-invalid");
    }
    expect(served).toEqual([]);
  });

  it("lets a key holder through, as X-API-Key or as a bearer token, and names them to the operation", async () => {
    const { app, served } = keyedApp();
    expect((await app.request("/keyed", { headers: { "X-API-Key": BASIC_KEY } })).status).toBe(200);
    expect((await app.request("/keyed", { headers: { Authorization: `Bearer ${BASIC_KEY}` } })).status).toBe(
      200,
    );
    expect(served).toEqual(["key_basic", "key_basic"]);
  });
});
