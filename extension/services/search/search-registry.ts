// The popup's search: by any name, alias, demonym or code, accent-insensitive, forgiving typos.
import {
  findCountry,
  normalizeName,
  type RegistryIndex,
  type SnapshotCountry,
  suggestCountries,
} from "@entryguard/core";

function searchKeys(country: SnapshotCountry): string[] {
  return [
    country.id,
    country.iso2,
    country.country,
    ...country.aliases,
    ...country.names,
    ...country.demonyms,
  ].map(normalizeName);
}

/** Countries for a query: an exact name first, then names starting with or containing it, then typos. */
export function searchRegistry(index: RegistryIndex, query: string, limit = 8): SnapshotCountry[] {
  const q = normalizeName(query);
  if (q === "") return [];
  const found: SnapshotCountry[] = [];
  const add = (c: SnapshotCountry) => {
    if (!found.includes(c)) found.push(c);
  };
  const exact = findCountry(index.lookup, query);
  if (exact.ok) add(exact.country);
  // Where two countries match equally ("Indian": India and the British Indian Ocean Territory), the one
  // with an online portal is more likely what a traveller means.
  const countries = [...index.snapshot.countries].sort(
    (a, b) => Number(b.official_url !== null) - Number(a.official_url !== null),
  );
  for (const c of countries) if (searchKeys(c).some((k) => k === q)) add(c);
  for (const c of countries) if (searchKeys(c).some((k) => k.startsWith(q))) add(c);
  if (q.length >= 3) for (const c of countries) if (searchKeys(c).some((k) => k.includes(q))) add(c);
  for (const c of suggestCountries(index.lookup, query, limit)) add(c);
  return found.slice(0, limit);
}
