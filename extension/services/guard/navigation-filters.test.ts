// The filters decide which navigations reach the worker at all, so they must never leave out a navigation
// its listener acts on: every host core calls official reaches the toolbar mark, every host the registry
// names reaches the early catch, and no host core warns about is left to neither the early catch nor the
// in-page guard. Matched here as the browser matches them (hostContains sees an implicit dot before the host).

import { createPrefilter, type PrefilterTable } from "@entryguard/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAllBenign, readLookalikes, readRealWorld } from "../../../core/bench/corpus/corpus-files.ts";
import prefilterJson from "../../generated/prefilter.json" with { type: "json" };
import { judgeUrl } from "../registry/judge-url.ts";
import { snapshot } from "../registry/registry.ts";
import { officialPortalFilters, suspectNavigationFilters } from "./navigation-filters.ts";

type Filter = {
  hostEquals?: string | undefined;
  hostSuffix?: string | undefined;
  hostContains?: string | undefined;
};

function matches(filters: readonly Filter[], host: string): boolean {
  return filters.some(
    (f) =>
      (f.hostEquals === undefined || host === f.hostEquals) &&
      (f.hostSuffix === undefined || host.endsWith(f.hostSuffix)) &&
      (f.hostContains === undefined || `.${host}`.includes(f.hostContains)),
  );
}

const official = officialPortalFilters(snapshot);
const suspect = suspectNavigationFilters(prefilterJson as PrefilterTable, snapshot);
const hostOf = (input: string) => {
  try {
    return new URL(input.includes("://") ? input : `https://${input}/`).hostname;
  } catch {
    return null;
  }
};

describe("the navigation filters", () => {
  const corpus = [
    ...readRealWorld().map((f) => f.host),
    ...readLookalikes().map((l) => l.host),
    ...readAllBenign().map((b) => b.host),
  ];

  it("let every host core calls official reach the toolbar mark, and only such hosts", () => {
    let officialSeen = 0;
    for (const input of corpus) {
      const host = hostOf(input);
      if (host === null) continue;
      const isOfficial = judgeUrl(`https://${host}/`).verdict.kind === "official";
      if (isOfficial) officialSeen++;
      if (isOfficial) expect(matches(official, host), host).toBe(true);
    }
    expect(officialSeen).toBeGreaterThan(0);
    expect(matches(official, "www.booking.com")).toBe(false);
    expect(matches(official, "evisa-gov-tr.com")).toBe(false);
    expect(matches(official, "evisa.gov.tr.apply-now.com")).toBe(false);
  });

  it("let every subdomain of every portal host reach the toolbar mark", () => {
    const portalHosts = [
      ...new Set(snapshot.countries.flatMap((c) => c.portals.map((p) => new URL(p.url).hostname))),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...portalHosts),
        fc.array(fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/), { maxLength: 3 }),
        (portal, labels) => {
          const host = [...labels, portal].join(".");
          expect(judgeUrl(`https://${host}/`).verdict.kind).toBe("official");
          expect(matches(official, host)).toBe(true);
        },
      ),
      { seed: 20261125, numRuns: 300 },
    );
  });

  it("let every host the registry names reach the early catch", () => {
    for (const country of snapshot.countries)
      for (const { host } of [...country.known_unofficial, ...country.former_hosts])
        expect(matches(suspect, host), host).toBe(true);
  });

  it("leave no host core warns about to neither the early catch nor the in-page guard, and skip ordinary hosts", () => {
    const guard = createPrefilter(prefilterJson as PrefilterTable);
    let warned = 0;
    for (const input of corpus) {
      const host = hostOf(input);
      if (host === null) continue;
      const kind = judgeUrl(`https://${host}/`).verdict.kind;
      if (kind !== "lookalike" && kind !== "impersonation") continue;
      warned++;
      expect(matches(suspect, host) || guard.mayBeFlagged(host), host).toBe(true);
    }
    expect(warned).toBeGreaterThan(1000);
    for (const host of ["www.booking.com", "www.bbc.co.uk", "en.wikipedia.org", "mail.google.com"])
      expect(matches(suspect, host), host).toBe(false);
  });
});
