import type { RegistryIndex, SnapshotCountry } from "@entryguard/core";

const byIso2Cache = new WeakMap<RegistryIndex, Map<string, SnapshotCountry>>();

/** The registry record a verification result is about (by its ISO2), or null when it names none. */
export function countryByIso2(index: RegistryIndex, iso2: string | null): SnapshotCountry | null {
  if (iso2 === null) return null;
  let map = byIso2Cache.get(index);
  if (!map) {
    map = new Map(index.snapshot.countries.map((c) => [c.iso2, c]));
    byIso2Cache.set(index, map);
  }
  return map.get(iso2) ?? null;
}
