import { describe, expect, it } from "vitest";
import { testApp } from "../test-support/test-app.ts";

interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
  parameters?: { name: string; in: string; required?: boolean }[];
}

async function documentOf() {
  const res = await testApp().request("/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  };
}

describe("GET /openapi.json", () => {
  it("is OpenAPI 3.1 with both key schemes", async () => {
    const doc = await documentOf();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["ApiKeyHeader", "BearerAuth"]);
  });

  it("marks /v1/verify keyless and the country operations keyed", async () => {
    const doc = await documentOf();
    expect(doc.paths["/v1/verify"]?.get?.security).toEqual([]);
    expect(doc.paths["/v1/country/{name}"]?.get?.security).toEqual([
      { ApiKeyHeader: [] },
      { BearerAuth: [] },
    ]);
    expect(doc.paths["/v1/countries"]?.get?.security).toEqual([{ ApiKeyHeader: [] }, { BearerAuth: [] }]);
  });

  it("describes every status each operation answers, with problem bodies for errors", async () => {
    const doc = await documentOf();
    const expected: Record<string, string[]> = {
      "/v1/verify": ["200", "400", "402", "413", "429", "500", "503"],
      "/v1/country/{name}": ["200", "304", "402", "404", "413", "429", "500", "503"],
      "/v1/countries": ["200", "304", "402", "413", "429", "500", "503"],
    };
    for (const [path, statuses] of Object.entries(expected)) {
      const op = doc.paths[path]?.get as Operation;
      expect(Object.keys(op.responses).sort()).toEqual(statuses.sort());
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        expect(Object.keys(op.responses[status]?.content ?? {})).toEqual(["application/problem+json"]);
      }
      expect(Object.keys(op.responses["429"]?.headers ?? {})).toContain("Retry-After");
      expect(Object.keys(op.responses["200"]?.headers ?? {})).toContain("RateLimit-Remaining");
    }
    const verifyParams = doc.paths["/v1/verify"]?.get?.parameters ?? [];
    expect(verifyParams.find((p) => p.name === "url")).toMatchObject({ in: "query", required: true });
  });
});
