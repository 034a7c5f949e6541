import {
  findCountry,
  MAX_COUNTRY_QUERY_LENGTH,
  normalizeName,
  type RegistryIndex,
  type SnapshotCountry,
  suggestCountries,
} from "@entryguard/core";

/** More than a client shows; the rest of a long list is found by typing on. */
const MAX_COMPLETIONS = 20;

/**
 * Countries a partly typed value may mean, best first: an exact name, alias, slug or ISO code; then names
 * that start with it; then core's suggestions for typos. Case and accents do not matter.
 */
export function completeCountry(index: RegistryIndex, value: string): SnapshotCountry[] {
  const { countries } = index.snapshot;
  if (value.length > MAX_COUNTRY_QUERY_LENGTH) return [];
  const typed = normalizeName(value);
  if (typed === "") {
    return [...countries].sort((a, b) => a.country.localeCompare(b.country)).slice(0, MAX_COMPLETIONS);
  }
  const found = new Set<SnapshotCountry>();
  const exact = findCountry(index.lookup, value);
  if (exact.ok) found.add(exact.country);
  const starting = new Set<SnapshotCountry>();
  const wordStarting = new Set<SnapshotCountry>();
  for (const [key, country] of index.lookup.byKey) {
    if (key.startsWith(typed)) starting.add(country);
    else if (key.includes(` ${typed}`)) wordStarting.add(country);
  }
  const byName = (a: SnapshotCountry, b: SnapshotCountry) => a.country.localeCompare(b.country);
  for (const country of [...starting].sort(byName)) found.add(country);
  for (const country of [...wordStarting].sort(byName)) found.add(country);
  for (const country of suggestCountries(index.lookup, value, MAX_COMPLETIONS)) found.add(country);
  return [...found].slice(0, MAX_COMPLETIONS);
}
