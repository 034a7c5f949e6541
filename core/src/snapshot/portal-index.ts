import { longestSuffixValue } from "./host-suffixes.ts";
import type { Portal } from "./record-schema.ts";
import type { Snapshot, SnapshotCountry } from "./snapshot-schema.ts";

/** One official host of one portal of one country. */
export interface PortalRef {
  readonly country: SnapshotCountry;
  readonly portal: Portal;
  readonly host: string;
}

/** Official host → the portals it belongs to (several only for a shared portal such as ETIAS). */
export type PortalIndex = ReadonlyMap<string, readonly PortalRef[]>;

/** The hosts a portal owns: its `hosts`, or the URL's host when it lists none. */
export function portalHosts(portal: Portal): string[] {
  return portal.hosts ?? [new URL(portal.url).hostname];
}

/** Every portal host of a snapshot, each once, sorted. */
export function snapshotPortalHosts(snapshot: Snapshot): string[] {
  return [...new Set(snapshot.countries.flatMap((c) => c.portals.flatMap(portalHosts)))].sort();
}

/** Indexes every portal host of a snapshot. */
export function buildPortalIndex(snapshot: Snapshot): PortalIndex {
  const index = new Map<string, PortalRef[]>();
  for (const country of snapshot.countries) {
    for (const portal of country.portals) {
      for (const host of portalHosts(portal)) {
        const refs = index.get(host) ?? [];
        // One ref per country: its first portal on a host stands for the host.
        if (!refs.some((r) => r.country === country)) refs.push({ country, portal, host });
        index.set(host, refs);
      }
    }
  }
  return index;
}

/**
 * The portals that make `host` official: it equals a portal host or ends with "." + one. Never a
 * substring or registrable-domain comparison.
 */
export function officialPortalsFor(index: PortalIndex, host: string): readonly PortalRef[] {
  return longestSuffixValue(index, host) ?? [];
}

/** The one country a portal host stands for: the only one listing it, or its `shared_by` owner. */
export function ownerOf(refs: readonly PortalRef[]): PortalRef | undefined {
  return refs.length === 1 ? refs[0] : refs.find((r) => r.country.id === r.portal.shared_by);
}
