import { createRegistryIndex, type Snapshot, verify } from "@entryguard/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { problemOf, realIndex, testApp } from "../../test-support/test-app.ts";
import { blocklistEntries } from "./blocklist-entries.ts";

/** Every host a portal owns, read straight from the records (the oracle does not use the index). */
function portalHostsOf(snapshot: Snapshot): string[] {
  return snapshot.countries.flatMap((c) => c.portals.flatMap((p) => p.hosts ?? [new URL(p.url).hostname]));
}

/** An adblock `||h^` or RPZ `*.h` rule for `rule` also catches `host` when it is `rule` or below it. */
const caughtBy = (host: string, rule: string) => host === rule || host.endsWith(`.${rule}`);

async function feed(format: string): Promise<string> {
  const res = await testApp().request(`/v1/blocklist?format=${format}`);
  expect(res.status).toBe(200);
  return res.text();
}

const ruleLines = (text: string, comment: RegExp) =>
  text.split("\n").filter((line) => line !== "" && !comment.test(line));

describe("GET /v1/blocklist", () => {
  const snapshot = realIndex().snapshot;
  const portals = portalHostsOf(snapshot);

  it("never names, nor covers, an official portal host of the real registry, in any format", async () => {
    const hosts = ruleLines(await feed("hosts"), /^#/).map((l) => l.replace(/^0\.0\.0\.0 /, ""));
    const adblock = ruleLines(await feed("adblock"), /^[[!]/).map((l) => l.replace(/^\|\|(.*)\^$/, "$1"));
    const rpz = ruleLines(await feed("rpz"), /^(;|\$TTL|@ )/).map((l) =>
      l.replace(/^(\*\.)?(\S+) CNAME \.$/, "$2"),
    );
    const json = JSON.parse(await feed("json")).hosts.map((h: { host: string }) => h.host);
    expect(new Set(adblock)).toEqual(new Set(hosts));
    expect(new Set(rpz)).toEqual(new Set(hosts));
    expect(json).toEqual(hosts);
    for (const rule of hosts) {
      expect(portals.filter((p) => caughtBy(p, rule))).toEqual([]);
      for (const url of [`https://${rule}/`, `https://www.${rule}/apply`]) {
        const outcome = verify(realIndex(), url);
        expect(outcome.ok && outcome.result.official).toBe(false);
      }
    }
  });

  it("lists every known-unofficial and former host of the registry that covers no portal", async () => {
    const listed = new Set(ruleLines(await feed("hosts"), /^#/).map((l) => l.slice("0.0.0.0 ".length)));
    const named = snapshot.countries.flatMap((c) => [
      ...c.known_unofficial.map((k) => k.host),
      ...c.former_hosts.map((f) => f.host),
    ]);
    expect(named.length).toBeGreaterThan(0);
    for (const host of named) {
      const coversPortal = portals.some((p) => caughtBy(p, host) || caughtBy(host, p));
      expect(listed.has(host), host).toBe(!coversPortal);
    }
  });

  it("gives each host's claims with the country and the public source", async () => {
    const body = JSON.parse(await feed("json"));
    expect(body.version).toBe(snapshot.version);
    const india = snapshot.countries.find((c) => c.id === "india");
    const first = india?.known_unofficial[0];
    if (!first) throw new Error("the India record names no unofficial host");
    const entry = body.hosts.find((h: { host: string }) => h.host === first.host);
    expect(entry.claims).toContainEqual({
      country: "india",
      reason: "known-unofficial",
      source: first.source,
    });
  });

  it("states the snapshot version in every format and serves each with its media type", async () => {
    const t = testApp();
    const types = { hosts: "text/plain", adblock: "text/plain", rpz: "text/dns", json: "application/json" };
    for (const [format, type] of Object.entries(types)) {
      const res = await t.request(`/v1/blocklist?format=${format}`);
      expect(res.headers.get("content-type")).toMatch(new RegExp(`^${type}`));
      expect(res.headers.get("Entryguard-Registry-Version")).toBe(snapshot.version);
      expect(await res.text()).toContain(snapshot.version);
    }
    const adblock = await (await t.request("/v1/blocklist?format=adblock")).text();
    expect(adblock.split("\n")[0]).toBe("[Adblock Plus 2.0]");
    const serial = snapshot.version.slice(0, 10).replace(/-/g, "");
    expect(await (await t.request("/v1/blocklist?format=rpz")).text()).toMatch(
      new RegExp(`^@ IN SOA localhost\\. hostmaster\\.localhost\\. ${serial}00 `, "m"),
    );
  });

  it("answers 304 to a caller holding the current ETag, per format, and may be cached publicly", async () => {
    const t = testApp();
    const res = await t.request("/v1/blocklist?format=hosts");
    const etag = res.headers.get("ETag") as string;
    expect(etag).toContain(snapshot.hash);
    expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    const again = await t.request("/v1/blocklist?format=hosts", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await t.request("/v1/blocklist?format=rpz", { headers: { "If-None-Match": etag } });
    expect(other.status).toBe(200);
  });

  it("refuses an unknown format with 400 problem+json", async () => {
    const res = await testApp().request("/v1/blocklist?format=dnsmasq");
    expect(res.status).toBe(400);
    const problem = await problemOf(res);
    expect(problem).toMatchObject({ code: "bad-parameter", parameter: "format" });
    expect(problem.detail).toContain("hosts, adblock, rpz, json");
  });

  it("needs no key and counts against no limit", async () => {
    const t = testApp();
    for (let i = 0; i < 15; i++) expect((await t.request("/v1/blocklist?format=hosts")).status).toBe(200);
    expect((await t.request("/v1/verify?url=example.org")).headers.get("RateLimit-Remaining")).toBe("9");
  });
});

describe("blocklistEntries", () => {
  const snapshot = realIndex().snapshot;
  const portals = portalHostsOf(snapshot);
  const label = fc.stringMatching(/^[a-z0-9]{1,6}$/);
  // A claimed host near a real portal: the portal itself, a parent domain of it, a subdomain, or elsewhere.
  const nearPortal = fc.oneof(
    fc.constantFrom(...portals),
    fc.constantFrom(...portals).map((p) => p.split(".").slice(1).join(".")),
    fc.tuple(label, fc.constantFrom(...portals)).map(([l, p]) => `${l}.${p}`),
    fc.tuple(label, fc.constantFrom(...portals)).map(([l, p]) => `${l}${p}`),
    fc.tuple(label, label).map(([a, b]) => `${a}.${b}.example`),
  );

  it("never lists a host that is, or is a parent of, a portal host, whatever a record claims (seeded)", () => {
    fc.assert(
      fc.property(
        fc.array(nearPortal, { minLength: 1, maxLength: 8 }),
        fc.nat(snapshot.countries.length - 1),
        (claimed, at) => {
          const hosts = claimed.filter((h) => h.includes("."));
          const countries = snapshot.countries.map((c, i) =>
            i === at
              ? {
                  ...c,
                  known_unofficial: hosts.map((host) => ({
                    host,
                    source: "https://example.org/",
                    named_by: "test",
                    named_by_kind: "government" as const,
                  })),
                }
              : c,
          );
          const listed = blocklistEntries(
            createRegistryIndex({ ...snapshot, countries }, { detectors: [] }),
          ).map((e) => e.host);
          for (const rule of listed) expect(portals.filter((p) => caughtBy(p, rule))).toEqual([]);
          // Hosts away from every portal are kept, so the filter is not simply dropping everything.
          for (const host of hosts.filter((h) => h.endsWith(".example"))) expect(listed).toContain(host);
        },
      ),
      { seed: 20261123, numRuns: 200 },
    );
  });
});
