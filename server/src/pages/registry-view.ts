import { normalizeName, type RegistryIndex, type SnapshotCountry } from "@entryguard/core";

/** The registry as the pages read it, indexed once at start-up. */
export interface RegistryView {
  readonly index: RegistryIndex;
  /** Every record, A–Z by the name people read. */
  readonly sorted: readonly SnapshotCountry[];
  readonly byId: ReadonlyMap<string, SnapshotCountry>;
  readonly byIso2: ReadonlyMap<string, SnapshotCountry>;
  /** `shared_by` key → the records that list that portal, A–Z. */
  readonly sharedBy: ReadonlyMap<string, readonly SnapshotCountry[]>;
  /** Names and aliases to offer as suggestions while typing (no script needed: a datalist). */
  readonly suggestionNames: readonly string[];
  /** Each record's names folded by core's normalizeName, for the list filter (folding is the slow part). */
  readonly foldedNames: ReadonlyMap<SnapshotCountry, readonly string[]>;
}

/** Builds the view of the registry the pages render from. */
export function createRegistryView(index: RegistryIndex): RegistryView {
  const countries = index.snapshot.countries;
  const sorted = [...countries].sort((a, b) => a.country.localeCompare(b.country, "en"));
  const sharedBy = new Map<string, SnapshotCountry[]>();
  for (const c of sorted) {
    const keys = new Set(c.portals.flatMap((p) => (p.shared_by ? [p.shared_by] : [])));
    for (const key of keys) sharedBy.set(key, [...(sharedBy.get(key) ?? []), c]);
  }
  const names = new Set<string>();
  for (const c of sorted) for (const name of [c.country, ...c.aliases]) names.add(name);
  return {
    index,
    sorted,
    byId: new Map(countries.map((c) => [c.id, c])),
    byIso2: new Map(countries.map((c) => [c.iso2, c])),
    sharedBy,
    suggestionNames: [...names].sort((a, b) => a.localeCompare(b, "en")),
    foldedNames: new Map(countries.map((c) => [c, [...new Set(c.names.map(normalizeName))]])),
  };
}

/** Records whose name, alias, other spelling or ISO code contains the query (accents and case ignored). */
export function filterCountries(view: RegistryView, query: string): readonly SnapshotCountry[] {
  const q = normalizeName(query);
  if (q === "") return view.sorted;
  return view.sorted.filter(
    (c) => c.iso2.toLowerCase() === q || (view.foldedNames.get(c) ?? []).some((name) => name.includes(q)),
  );
}
