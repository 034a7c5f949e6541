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
const RUN_SIZE = 7;

beforeAll(async () => {
  pki = createTestPki();
  // Requests are held until two are in flight (or the run's last one came), so the test passes whatever the
  // machine's speed: two overlap by construction, and a third that arrives while they wait is counted.
  let held: (() => void)[] = [];
  let seen = 0;
  server = await startHttpsServer(pki.issue(["slow.test"]), (req, res) => {
    hits.set(req.url ?? "", (hits.get(req.url ?? "") ?? 0) + 1);
    seen += 1;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    held.push(() => {
      inFlight -= 1;
      res.end("ok");
    });
    if (held.length >= 2 || seen === RUN_SIZE || !req.url?.startsWith("/gated/")) {
      const release = held;
      held = [];
      setTimeout(() => {
        for (const answer of release) answer();
      }, 20);
    }
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
      url: `https://slow.test:${server.port}/gated/${p}`,
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
