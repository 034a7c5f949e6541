import { distance } from "fastest-levenshtein";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { nameVariants, normalizeName } from "./normalize-name.ts";

export interface CountryLookup {
  /** Normalised name/code → country; names claimed by two countries are left out as ambiguous. */
  readonly byKey: ReadonlyMap<string, SnapshotCountry>;
  /** A name two or more countries claim → those countries, offered together instead of a guess. */
  readonly shared: ReadonlyMap<string, readonly SnapshotCountry[]>;
  /** The keys suggestions compare with (three characters or more), by length: a query meets only near ones. */
  readonly byLength: readonly (readonly FuzzyKey[])[];
}

/** A name the fuzzy match may suggest, with its country. */
export type FuzzyKey = readonly [key: string, country: SnapshotCountry];

export interface UnknownCountryError {
  readonly code: "unknown-country";
  readonly message: string;
  readonly query: string;
  /** Up to three country names the user may have meant. */
  readonly suggestions: readonly string[];
  /** Set when the name is one several records claim; `suggestions` then lists every one of them. */
  readonly shared?: true;
}

export type CountryMatch =
  | { readonly ok: true; readonly country: SnapshotCountry }
  | { readonly ok: false; readonly error: UnknownCountryError };

/** Builds the name index: slug, ISO2, record name and aliases first, then the dataset's other names. */
export function buildCountryLookup(countries: readonly SnapshotCountry[]): CountryLookup {
  const byKey = new Map<string, SnapshotCountry>();
  const shared = new Map<string, SnapshotCountry[]>();
  const primary = (c: SnapshotCountry) => [c.id.replace(/-/g, " "), c.iso2, c.country, ...c.aliases];
  const secondary = (c: SnapshotCountry) => c.names;
  for (const names of [primary, secondary]) {
    const claimed = new Map<string, SnapshotCountry[]>();
    for (const country of countries) {
      for (const name of names(country)) {
        for (const key of nameVariants(normalizeName(name))) {
          if (key === "" || byKey.has(key) || shared.has(key)) continue;
          const claimants = claimed.get(key) ?? [];
          if (!claimants.includes(country)) claimants.push(country);
          claimed.set(key, claimants);
        }
      }
    }
    for (const [key, claimants] of claimed) {
      if (claimants.length === 1) byKey.set(key, claimants[0] as SnapshotCountry);
      else shared.set(key, claimants);
    }
  }
  const byLength: FuzzyKey[][] = [];
  for (const [key, country] of byKey) {
    if (key.length <= 2) continue;
    const sameLength = byLength[key.length] ?? [];
    sameLength.push([key, country]);
    byLength[key.length] = sameLength;
  }
  return { byKey, shared, byLength };
}

/**
 * No name in the registry is this long once normalised; a longer normalised query (a short one can grow
 * eighteenfold under NFKD: U+FDFA) is compared with nothing.
 */
export const MAX_NORMALISED_QUERY_LENGTH = 100;

/** The most edits a suggestion may be away from a normalised query of this length. */
function maxDistance(length: number): number {
  return Math.max(2, Math.floor(length * 0.4));
}

/**
 * The names a normalised query is compared with by edit distance: those whose length is within the
 * allowed distance (a length difference alone costs that many edits) and, for a query of three or more
 * characters, the longer names it begins. This is the whole of the fuzzy work, so its size bounds the cost.
 */
export function fuzzyCandidates(lookup: CountryLookup, normalised: string): FuzzyKey[] {
  const length = normalised.length;
  if (length === 0 || length > MAX_NORMALISED_QUERY_LENGTH) return [];
  const d = maxDistance(length);
  const candidates: FuzzyKey[] = [];
  for (let l = Math.max(3, length - d); l < lookup.byLength.length; l++) {
    for (const entry of lookup.byLength[l] ?? []) {
      if (l <= length + d || (length >= 3 && entry[0].startsWith(normalised))) candidates.push(entry);
    }
  }
  return candidates;
}

/** Up to `limit` countries whose names are close to the query (prefix or small edit distance). */
export function suggestCountries(lookup: CountryLookup, query: string, limit = 3): SnapshotCountry[] {
  if (countryQueryRefusal(query) !== undefined) return [];
  return suggestNormalised(lookup, normalizeName(query), limit);
}

function suggestNormalised(lookup: CountryLookup, q: string, limit = 3): SnapshotCountry[] {
  const scored = new Map<SnapshotCountry, number>();
  const d = maxDistance(q.length);
  for (const [key, country] of fuzzyCandidates(lookup, q)) {
    const score = key.startsWith(q) && q.length >= 3 ? 0.5 : distance(q, key);
    if (score > d) continue;
    const best = scored.get(country);
    if (best === undefined || score < best) scored.set(country, score);
  }
  return [...scored]
    .sort((a, b) => a[1] - b[1] || a[0].country.localeCompare(b[0].country))
    .slice(0, limit)
    .map(([country]) => country);
}

/** No country name is longer; longer queries are refused before any fuzzy matching (which is quadratic). */
export const MAX_COUNTRY_QUERY_LENGTH = 100;

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what a country name never holds.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Why a country query is refused before any lookup, or undefined when it may be looked up. No country
 * name holds a control character; one in a query is an attempt to smuggle a separator somewhere.
 */
export function countryQueryRefusal(query: string): string | undefined {
  if (query.length > MAX_COUNTRY_QUERY_LENGTH) {
    return `A country name is at most ${MAX_COUNTRY_QUERY_LENGTH} characters long.`;
  }
  CONTROL.lastIndex = 0;
  if (CONTROL.test(query)) return "A country name has no control characters (such as NUL, tab or newline).";
  return undefined;
}

/** Finds a country by slug, ISO2, name, alias or alternative spelling; otherwise suggests up to three. */
export function findCountry(lookup: CountryLookup, query: string): CountryMatch {
  const refusal = countryQueryRefusal(query);
  if (refusal !== undefined) {
    return {
      ok: false,
      error: {
        code: "unknown-country",
        query: query.slice(0, MAX_COUNTRY_QUERY_LENGTH).replace(CONTROL, ""),
        suggestions: [],
        message: refusal,
      },
    };
  }
  const normalised = normalizeName(query);
  const country = lookup.byKey.get(normalised) ?? lookup.byKey.get(normalised.replace(/^the /, ""));
  if (country) return { ok: true, country };
  const claimants = lookup.shared.get(normalised) ?? lookup.shared.get(normalised.replace(/^the /, ""));
  if (claimants) {
    const names = claimants.map((c) => c.country).sort((a, b) => a.localeCompare(b, "en"));
    return {
      ok: false,
      error: {
        code: "unknown-country",
        query,
        suggestions: names,
        shared: true,
        message: `"${query}" names more than one country or territory in the registry: ${names.join(", ")}. Which one?`,
      },
    };
  }
  const suggestions = suggestNormalised(lookup, normalised).map((c) => c.country);
  const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.join(", ")}?` : "";
  return {
    ok: false,
    error: {
      code: "unknown-country",
      query,
      suggestions,
      message: `No country or territory called "${query}" is in the registry.${hint}`,
    },
  };
}
