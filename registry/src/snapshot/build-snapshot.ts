import { createHash } from "node:crypto";
import type { CountryRecord, Snapshot, SnapshotCountry } from "@entryguard/core";
import { datasetFacts } from "../dataset/country-dataset.ts";

/** Adds the dataset's flag, names and demonyms and the last automated check to each record. */
function enrich(record: CountryRecord, lastChecked: ReadonlyMap<string, string>): SnapshotCountry {
  const facts = datasetFacts(record.iso2);
  const names = new Set([record.country, ...record.aliases, ...(facts?.names ?? [])]);
  return {
    ...record,
    flag: facts?.flag ?? "",
    names: [...names],
    demonyms: facts?.demonyms ?? [],
    last_checked: lastChecked.get(record.id) ?? null,
  };
}

/**
 * Turns validated records into the snapshot the server loads and the extension bundles. The version is
 * the newest `updated_on` plus a content hash, so any change to the data gives a new version.
 */
export function buildSnapshot(
  records: readonly CountryRecord[],
  lastChecked: ReadonlyMap<string, string> = new Map(),
): Snapshot {
  const countries = [...records].sort((a, b) => a.id.localeCompare(b.id)).map((r) => enrich(r, lastChecked));
  const hash = createHash("sha256").update(JSON.stringify(countries)).digest("hex");
  const newest =
    countries
      .map((c) => c.updated_on)
      .sort()
      .at(-1) ?? "0000-00-00";
  return { version: `${newest}.${hash.slice(0, 8)}`, hash, countries };
}
