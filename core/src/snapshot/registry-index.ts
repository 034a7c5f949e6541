import { buildCountryLookup, type CountryLookup } from "../country/country-lookup.ts";
import { defaultDetectors } from "../detectors/default-detectors.ts";
import type { Detector, PreparedDetector } from "../detectors/detector.ts";
import { type HostSuffixMap, hostSuffixMap, longestSuffixValue } from "./host-suffix-map.ts";
import type { Portal } from "./record-schema.ts";
import type { Snapshot, SnapshotCountry } from "./snapshot-schema.ts";

/** One official host of one portal of one country. */
export interface PortalRef {
  readonly country: SnapshotCountry;
  readonly portal: Portal;
  readonly host: string;
}

/** What detectors may read: the registry in indexed form. */
export interface RegistryData {
  readonly snapshot: Snapshot;
  /** Official host → the portals it belongs to (several only for a shared portal such as ETIAS). */
  readonly portalsByHost: ReadonlyMap<string, readonly PortalRef[]>;
  readonly lookup: CountryLookup;
  /** `portalsByHost` with a hash filter, for the walk up a host's parent domains. */
  readonly portalSuffixes: HostSuffixMap<readonly PortalRef[]>;
}

export interface RegistryIndex extends RegistryData {
  readonly detectors: readonly PreparedDetector[];
}

/** The hosts a portal owns: its `hosts`, or the URL's host when it lists none. */
export function portalHosts(portal: Portal): string[] {
  return portal.hosts ?? [new URL(portal.url).hostname];
}

/** Indexes a snapshot once, so each verdict is a few map lookups. */
export function createRegistryIndex(
  snapshot: Snapshot,
  options: { detectors?: readonly Detector[] } = {},
): RegistryIndex {
  const portalsByHost = new Map<string, PortalRef[]>();
  for (const country of snapshot.countries) {
    for (const portal of country.portals) {
      for (const host of portalHosts(portal)) {
        const refs = portalsByHost.get(host) ?? [];
        // One ref per country: its first portal on a host stands for the host.
        if (!refs.some((r) => r.country === country)) refs.push({ country, portal, host });
        portalsByHost.set(host, refs);
      }
    }
  }
  // The country names are read only when a country is asked for; building them on first use keeps a
  // context that judges hosts alone (the extension's in-page guard) from paying for them.
  let lookup: CountryLookup | undefined;
  const index: { -readonly [K in keyof RegistryIndex]: RegistryIndex[K] } = {
    snapshot,
    portalsByHost,
    get lookup() {
      lookup ??= buildCountryLookup(snapshot.countries);
      return lookup;
    },
    portalSuffixes: hostSuffixMap<readonly PortalRef[]>(portalsByHost),
    detectors: [],
  };
  index.detectors = (options.detectors ?? defaultDetectors).map((d) => ({
    name: d.name,
    detect: d.prepare(index),
  }));
  return index;
}

/**
 * The portals that make `host` official: it equals a portal host or ends with "." + one. Walks the host's
 * own suffixes (a hash per label, a map lookup only for a known hash), never a substring or
 * registrable-domain comparison.
 */
export function officialPortalsFor(data: RegistryData, host: string): readonly PortalRef[] {
  return longestSuffixValue(data.portalSuffixes, host) ?? [];
}
