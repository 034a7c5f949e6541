// The expensive, snapshot-only parts of the detection context in a plain JSON form, built once at build
// time (the extension bundles it) so that a service worker waking for one navigation restores them instead
// of folding thousands of country names again. Official hosts never come from here: the portal index is
// always built from the snapshot itself, so a stale or wrong prepared form can only change a warning.
import { countryWords } from "../lexicon/country-words.ts";
import { collectProgrammes } from "../lexicon/programme-words.ts";
import { buildPortalIndex } from "../snapshot/portal-index.ts";
import type { Snapshot, SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import {
  type NamePart,
  type PortalName,
  type PortalTarget,
  portalNames,
  portalTargets,
} from "./targets/portal-targets.ts";

/** A portal name as `[name, part, portal host, distinctive, genericSuffixOnly]`. */
type PreparedName = readonly [string, NamePart, string, boolean, boolean];

/** What `prepareDetection` writes: plain JSON, valid only for the snapshot whose `hash` it carries. */
export interface PreparedDetection {
  readonly hash: string;
  readonly names: readonly PreparedName[];
  /** Programme word → its country's id, or null when several countries use it. */
  readonly programmes: Readonly<Record<string, string | null>>;
  /** Weak programme word → the ids of the countries that run it. */
  readonly weakProgrammes: Readonly<Record<string, readonly string[]>>;
  /** Country id → the words that name it, space-separated (the most compact form of many short words). */
  readonly countryWords: Readonly<Record<string, string>>;
  /** The words several countries claim, none first, space-separated. */
  readonly sharedCountryWords: string;
}

/** The parts of the detection context a prepared form stands in for. */
export interface DetectionParts {
  readonly names: readonly PortalName[];
  readonly programmes: Map<string, SnapshotCountry | null>;
  /** Weak programme word → the ids of the countries that run it. */
  readonly weak: ReadonlyMap<string, readonly string[]>;
  readonly countryWords: () => Map<string, SnapshotCountry | null>;
}

/** Computes the parts from the snapshot (the simple path, and the reference the prepared one must equal). */
export function computeParts(
  countries: readonly SnapshotCountry[],
  targets: readonly PortalTarget[],
): DetectionParts {
  const { words, weak } = collectProgrammes(countries);
  return {
    names: portalNames(targets),
    programmes: words,
    weak,
    countryWords: () => countryWords(countries),
  };
}

/** Builds the prepared form of a snapshot's detection parts (at build time). */
export function prepareDetection(snapshot: Snapshot): PreparedDetection {
  const parts = computeParts(snapshot.countries, portalTargets(buildPortalIndex(snapshot)));
  const byCountry: Record<string, string> = {};
  const shared: string[] = [];
  for (const [word, country] of parts.countryWords()) {
    if (country === null) shared.push(word);
    else byCountry[country.id] = byCountry[country.id] ? `${byCountry[country.id]} ${word}` : word;
  }
  return {
    hash: snapshot.hash,
    names: parts.names.map((n) => [
      n.name,
      n.part,
      n.target.host,
      n.distinctive,
      n.genericSuffixOnly === true,
    ]),
    programmes: Object.fromEntries([...parts.programmes].map(([word, c]) => [word, c?.id ?? null])),
    weakProgrammes: Object.fromEntries(parts.weak),
    countryWords: byCountry,
    sharedCountryWords: shared.join(" "),
  };
}

/**
 * The parts restored from a prepared form, or undefined when it was prepared from another snapshot or
 * names a host or country this one lacks (the caller then computes them).
 */
export function restoreParts(
  snapshot: Snapshot,
  targets: readonly PortalTarget[],
  prepared: PreparedDetection,
): DetectionParts | undefined {
  if (prepared.hash !== snapshot.hash) return undefined;
  const byId = new Map(snapshot.countries.map((c) => [c.id, c]));
  const byHost = new Map(targets.map((t) => [t.host, t]));
  const names: PortalName[] = [];
  for (const [name, part, host, distinctive, genericSuffixOnly] of prepared.names) {
    const target = byHost.get(host);
    if (!target) return undefined;
    names.push({ name, part, target, distinctive, genericSuffixOnly });
  }
  const programmes = new Map<string, SnapshotCountry | null>();
  for (const [word, id] of Object.entries(prepared.programmes)) {
    const country = id === null ? null : byId.get(id);
    if (country === undefined) return undefined;
    programmes.set(word, country);
  }
  for (const id of Object.keys(prepared.countryWords)) if (!byId.has(id)) return undefined;
  return {
    names,
    programmes,
    weak: new Map(Object.entries(prepared.weakProgrammes)),
    countryWords: () => {
      const words = new Map<string, SnapshotCountry | null>();
      for (const [id, joined] of Object.entries(prepared.countryWords))
        for (const word of joined.split(" ")) words.set(word, byId.get(id) as SnapshotCountry);
      for (const word of prepared.sharedCountryWords.split(" ")) if (word !== "") words.set(word, null);
      return words;
    },
  };
}
