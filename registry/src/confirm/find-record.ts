import {
  buildCountryLookup,
  type CountryRecord,
  findCountry,
  type UnknownCountryError,
} from "@entryguard/core";
import { buildSnapshot } from "../snapshot/build-snapshot.ts";

export type RecordMatch =
  | { readonly ok: true; readonly record: CountryRecord }
  | { readonly ok: false; readonly error: UnknownCountryError };

/**
 * Finds a record the way travellers name countries (slug, name, alias, ISO2, the dataset's spellings),
 * through core's country lookup so every face resolves names alike; suggests close names otherwise.
 */
export function findRecord(records: readonly CountryRecord[], query: string): RecordMatch {
  const snapshot = buildSnapshot(records);
  const match = findCountry(buildCountryLookup(snapshot.countries), query);
  if (!match.ok) return match;
  const record = records.find((r) => r.id === match.country.id);
  if (!record) throw new Error(`lookup returned ${match.country.id}, which has no record`);
  return { ok: true, record };
}
