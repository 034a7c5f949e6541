import type { Portal } from "../snapshot/record-schema.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { domainForms } from "./country-words.ts";

/** A programme word and the country it names, or null when several countries use it (ETA, eVisa). */
export type ProgrammeWords = Map<string, SnapshotCountry | null>;

// An acronym the government writes beside the portal's name: "Electronic System for Travel Authorization
// (ESTA)", "Malaysia Digital Arrival Card (MDAC)". At least two capitals, so "(online)" is no acronym.
const ACRONYM = /\(([A-Za-z][A-Za-z-]{2,11})\)/g;
// A portal named by one word of its own: Hayya, Check-MIG, IMUGA, e-Konsulat, eTravel.
const ONE_WORD = /^[A-Za-z][A-Za-z-]{3,15}$/;

/** The names travellers and scam sites use for a portal: its programmes, acronym, and one-word name. */
function programmeNames(portal: Portal): string[] {
  const names = (portal.programmes ?? []).map((p) => p.name);
  for (const match of portal.name.matchAll(ACRONYM)) {
    const acronym = match[1] as string;
    if ((acronym.match(/[A-Z]/g) ?? []).length >= 2) names.push(acronym);
  }
  const first = portal.name.split(/\s+[–(/]/)[0] as string;
  if (ONE_WORD.test(first)) names.push(first);
  return names;
}

/** The owner of a portal listed by several records: the one `shared_by` names, or none (ETIAS). */
function ownerOf(country: SnapshotCountry, portal: Portal, byId: Map<string, SnapshotCountry>) {
  if (portal.shared_by === undefined) return country;
  return byId.get(portal.shared_by) ?? null;
}

/**
 * Every programme word of the registry (`esta`, `k-eta`, `keta`, `tdac`, `etias`, `checkmig`), with the
 * country it names: a word two countries use names none, and is then only a visa word.
 */
export function programmeWords(countries: readonly SnapshotCountry[]): ProgrammeWords {
  const byId = new Map(countries.map((c) => [c.id, c]));
  const owners = new Map<string, Set<SnapshotCountry | null>>();
  for (const country of countries) {
    for (const portal of country.portals) {
      const owner = ownerOf(country, portal, byId);
      for (const name of programmeNames(portal)) {
        for (const form of domainForms(name)) {
          if (form.replace(/-/g, "").length < 3) continue;
          for (const word of new Set([form, form.replace(/-/g, "")])) {
            owners.set(word, (owners.get(word) ?? new Set()).add(owner));
          }
        }
      }
    }
  }
  const words: ProgrammeWords = new Map();
  for (const [word, set] of owners) words.set(word, set.size === 1 ? ([...set][0] ?? null) : null);
  return words;
}
