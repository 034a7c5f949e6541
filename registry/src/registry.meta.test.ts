// The registry's conventions, checked record by record (in the spirit of refined-github's
// build/features.test.ts): a failure names the file, and every portal is tried against every country.
import { createRequire } from "node:module";
import { basename } from "node:path";
import { type CountryRecord, createRegistryIndex, portalHosts, verify } from "@entryguard/core";
import { describe, expect, it } from "vitest";
import type { Country } from "world-countries";
import { readRecordFiles } from "./records/read-records.ts";
import { loadSnapshot } from "./snapshot/load-snapshot.ts";
import { formatProblem } from "./validate/problem.ts";
import { validateRecords } from "./validate/validate-records.ts";

const files = readRecordFiles();
const report = validateRecords(files);
const records = files.map((f) => f.data as CountryRecord);
// ISO codes from the maintained dataset directly, not through the validator under test.
const isoCodes = new Set(
  (createRequire(import.meta.url)("world-countries/countries.json") as Country[]).map((c) => c.cca2),
);
// With the default detectors too: official matching must not depend on which detectors run.
const indexes = [
  ["no detectors", createRegistryIndex(loadSnapshot(), { detectors: [] })],
  ["default detectors", createRegistryIndex(loadSnapshot())],
] as const;

const covers = (host: string, record: CountryRecord) =>
  record.portals.some((p) => portalHosts(p).some((h) => host === h || host.endsWith(`.${h}`)));

function resultOf(index: (typeof indexes)[number][1], input: string, country?: string) {
  const outcome = verify(index, input, { country });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result;
}

describe("the registry", () => {
  it("validates with no problems", () => {
    expect(report.problems.map(formatProblem)).toEqual([]);
  });

  it("has at least 200 records, at least 120 with a portal", () => {
    expect(records.length).toBeGreaterThanOrEqual(200);
    expect(records.filter((r) => r.portals.length > 0).length).toBeGreaterThanOrEqual(120);
  });
});

describe.each(files.map((f) => [f.file, f] as const))("%s", (_name, file) => {
  const record = file.data as CountryRecord;
  const own = report.problems.filter((p) => p.file === file.file).map(formatProblem);

  it("is a valid record named by its id", () => {
    expect(own).toEqual([]);
    expect(basename(file.path, ".json")).toBe(record.id);
  });

  it("has a real ISO 3166-1 alpha-2 code", () => {
    expect(isoCodes.has(record.iso2), record.iso2).toBe(true);
  });

  it("starts honest: unverified records carry no check date, verified ones have a history entry", () => {
    if (record.status === "unverified") expect(record.checked_on).toBeNull();
    else expect(record.history.at(-1)?.on).toBe(record.checked_on);
  });

  it.each(indexes)("every portal is official for this country and for no other (%s)", (_label, index) => {
    for (const portal of record.portals) {
      const mine = resultOf(index, portal.url, record.id);
      expect(mine.official, portal.url).toBe(true);
      expect(mine.iso2, portal.url).toBe(record.iso2);
      const host = new URL(portal.url).hostname;
      // Portals that share a host (India's e-Visa and e-Arrival) are one official site: any of them may answer.
      const sameSite = record.portals
        .filter((p) => covers(host, { ...record, portals: [p] }))
        .map((p) => p.url);
      expect(sameSite, portal.url).toContain(mine.real_url);
      for (const other of records) {
        // A country that lists the same portal (ETIAS, ESTA for Guam) may call it official too.
        if (other.id === record.id || covers(host, other)) continue;
        const theirs = resultOf(index, portal.url, other.id);
        expect(theirs.official, `${portal.url} asked for ${other.id}`).toBe(false);
        expect(theirs.verdict.kind, `${portal.url} asked for ${other.id}`).not.toBe("official");
      }
    }
  });

  it("says, for every known-unofficial host, what kind of body named it and where", () => {
    // Read from the file itself, so a default could not fill in a kind nobody chose.
    const raw = (file.data as { known_unofficial: Record<string, unknown>[] }).known_unofficial;
    for (const entry of raw) {
      expect(
        ["government", "regulator", "parliament", "consumer-body", "press", "blocklist"],
        String(entry.host),
      ).toContain(entry.named_by_kind);
      expect(String(entry.source), String(entry.host)).toMatch(/^https?:\/\/[^/]+\.[^/]+\//);
      expect(String(entry.named_by).trim(), String(entry.host)).not.toBe("");
    }
  });

  it.each(indexes)("former and known-unofficial hosts are never official (%s)", (_label, index) => {
    const hosts = [...record.former_hosts.map((f) => f.host), ...record.known_unofficial.map((k) => k.host)];
    for (const host of hosts) {
      for (const input of [host, `https://${host}/`, `https://www.${host}/apply`]) {
        expect(resultOf(index, input).official, input).toBe(false);
        expect(resultOf(index, input, record.id).official, `${input} for ${record.id}`).toBe(false);
      }
    }
  });
});
