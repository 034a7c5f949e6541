import { type CountryRecord, type NamedByKind, namedByKindSchema } from "@entryguard/core";

export interface KnownUnofficialCounts {
  /** Distinct hosts across all records. */
  readonly hosts: number;
  /** Distinct hosts by the strongest kind of body that named each. */
  readonly byKind: Readonly<Record<NamedByKind, number>>;
  /** Hosts named by a government or a regulator: the figure the registry's target is set in. */
  readonly governmentOrRegulator: number;
}

// The schema lists the kinds strongest first.
const strength = (kind: NamedByKind) => namedByKindSchema.options.indexOf(kind);

/**
 * Counts known-unofficial hosts once each, however many records list them (ivisa.com is named for
 * Australia and India), under the strongest kind of body that named them.
 */
export function countKnownUnofficial(
  records: readonly Pick<CountryRecord, "known_unofficial">[],
): KnownUnofficialCounts {
  const strongest = new Map<string, NamedByKind>();
  for (const record of records) {
    for (const { host, named_by_kind: kind } of record.known_unofficial) {
      const seen = strongest.get(host);
      if (seen === undefined || strength(kind) < strength(seen)) strongest.set(host, kind);
    }
  }
  const byKind = Object.fromEntries(namedByKindSchema.options.map((k) => [k, 0])) as Record<
    NamedByKind,
    number
  >;
  for (const kind of strongest.values()) byKind[kind] += 1;
  return {
    hosts: strongest.size,
    byKind,
    governmentOrRegulator: byKind.government + byKind.regulator,
  };
}

/** One line for `registry validate`: the total, the government-or-regulator share, then each kind. */
export function formatKnownUnofficialCounts(counts: KnownUnofficialCounts): string {
  const kinds = Object.entries(counts.byKind)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(", ");
  return `known-unofficial hosts: ${counts.hosts} distinct, ${counts.governmentOrRegulator} from government or regulator sources (${kinds})`;
}
