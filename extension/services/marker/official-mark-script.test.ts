// The toolbar mark's script must run on every page core calls official, whatever snapshot is in use, and on
// no other host: matched here as the browser matches its patterns.
import type { Snapshot } from "@entryguard/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAllBenign, readLookalikes, readRealWorld } from "../../../core/bench/corpus/corpus-files.ts";
import { judgeUrl } from "../registry/judge-url.ts";
import { snapshot as bundled } from "../registry/registry.ts";
import { hostOf } from "../testing/host-of.ts";
import { officialMarkRegistration } from "./official-mark-script.ts";

/** Whether a host-and-any-path pattern (`*://host/*`, `*://*.host/*`) matches `host`. */
function patternMatches(pattern: string, host: string): boolean {
  const hostPart = /^\*:\/\/([^/]+)\/\*$/.exec(pattern)?.[1];
  if (hostPart === undefined) throw new Error(`unexpected pattern ${pattern}`);
  if (!hostPart.startsWith("*.")) return host === hostPart;
  const base = hostPart.slice(2);
  return host === base || host.endsWith(`.${base}`);
}

function runsOn(snapshot: Snapshot, host: string): boolean {
  return matchedBy(officialMarkRegistration(snapshot)?.matches ?? [], host);
}

function matchedBy(matches: readonly string[], host: string): boolean {
  return matches.some((p) => patternMatches(p, host));
}

/** The bundled snapshot with `host` added to Kenya's first portal. */
function withPortalHost(host: string): Snapshot {
  return {
    ...bundled,
    countries: bundled.countries.map((c) =>
      c.id !== "kenya"
        ? c
        : {
            ...c,
            portals: c.portals.map((p, i) => (i === 0 ? { ...p, hosts: [...(p.hosts ?? []), host] } : p)),
          },
    ),
  };
}

describe("the official-mark script", () => {
  it("runs on every host core calls official, at document start in the top frame, and on no other", () => {
    expect(officialMarkRegistration(bundled)).toMatchObject({ runAt: "document_start", allFrames: false });
    const corpus = [
      ...readRealWorld().map((f) => f.host),
      ...readLookalikes().map((l) => l.host),
      ...readAllBenign().map((b) => b.host),
    ];
    // Registered once: the corpus is some sixteen thousand hosts.
    const matches = officialMarkRegistration(bundled)?.matches ?? [];
    let officialSeen = 0;
    for (const input of corpus) {
      const host = hostOf(input);
      if (host === null) continue;
      const isOfficial = judgeUrl(`https://${host}/`).verdict.kind === "official";
      if (isOfficial) officialSeen++;
      expect(matchedBy(matches, host), host).toBe(isOfficial);
    }
    expect(officialSeen).toBeGreaterThan(0);
    for (const host of ["www.booking.com", "evisa-gov-tr.com", "evisa.gov.tr.apply-now.com"])
      expect(runsOn(bundled, host), host).toBe(false);
  });

  it("runs on every portal host and every subdomain of one", () => {
    // Each portal's listed hosts and its address's host, as the records write them.
    const portalHosts = [
      ...new Set(
        bundled.countries.flatMap((c) =>
          c.portals.flatMap((p) => [new URL(p.url).hostname, ...(p.hosts ?? [])]),
        ),
      ),
    ];
    for (const host of portalHosts) {
      expect(runsOn(bundled, host), host).toBe(true);
      expect(runsOn(bundled, `apply.${host}`), host).toBe(true);
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...portalHosts),
        fc.array(fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/), { maxLength: 3 }),
        (portal, labels) => {
          const host = [...labels, portal].join(".");
          expect(judgeUrl(`https://${host}/`).verdict.kind).toBe("official");
          expect(runsOn(bundled, host)).toBe(true);
        },
      ),
      { seed: 20261125, numRuns: 300 },
    );
  });

  it("follows the snapshot in use: a portal host an update adds, and its subdomains", () => {
    expect(runsOn(bundled, "harbour-portal.example")).toBe(false);
    const next = withPortalHost("harbour-portal.example");
    expect(runsOn(next, "harbour-portal.example")).toBe(true);
    expect(runsOn(next, "apply.harbour-portal.example")).toBe(true);
    expect(runsOn(next, "harbour-portal.example.evil.com")).toBe(false);
  });

  it("is not registered for a snapshot without portals", () => {
    expect(officialMarkRegistration({ ...bundled, countries: [] })).toBeNull();
  });
});
