import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedResolver } from "./resolver.ts";
import { runChecks } from "./run-checks.ts";
import { type LocalServer, startHttpsServer } from "./testing/local-servers.ts";
import { createTestPki, type TestPki } from "./testing/test-pki.ts";

let pki: TestPki;
let server: LocalServer;
let inFlight = 0;
let maxInFlight = 0;
const hits = new Map<string, number>();

beforeAll(async () => {
  pki = createTestPki();
  server = await startHttpsServer(pki.issue(["slow.test"]), (req, res) => {
    hits.set(req.url ?? "", (hits.get(req.url ?? "") ?? 0) + 1);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    setTimeout(() => {
      inFlight -= 1;
      res.end("ok");
    }, 60);
  });
});

afterAll(async () => {
  await server.close();
  pki.dispose();
});

describe("runChecks", () => {
  it("keeps at most `concurrency` requests in flight and reports every portal's progress", async () => {
    const targets = ["a", "b", "c", "d", "e", "f", "g"].map((p) => ({
      country: `country-${p}`,
      url: `https://slow.test:${server.port}/${p}`,
      hosts: ["slow.test"],
    }));
    const progress: number[] = [];
    const results = await runChecks(targets, {
      resolver: fixedResolver(new Map([["slow.test", "127.0.0.1"]]), null),
      ca: pki.ca,
      concurrency: 2,
      onResult: (_r, done, total) => progress.push(done * 100 + total),
    });
    expect(maxInFlight).toBe(2);
    expect(results.map((r) => r.country)).toEqual(targets.map((t) => t.country));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(progress).toEqual([107, 207, 307, 407, 507, 607, 707]);
  });

  it("fetches a portal that several records share once and gives each record its result", async () => {
    const url = `https://slow.test:${server.port}/shared`;
    const results = await runChecks(
      ["austria", "belgium", "czechia"].map((country) => ({ country, url, hosts: ["slow.test"] })),
      { resolver: fixedResolver(new Map([["slow.test", "127.0.0.1"]]), null), ca: pki.ca },
    );
    expect(hits.get("/shared")).toBe(1);
    expect(results.map((r) => [r.country, r.url, r.ok])).toEqual([
      ["austria", url, true],
      ["belgium", url, true],
      ["czechia", url, true],
    ]);
  });
});
