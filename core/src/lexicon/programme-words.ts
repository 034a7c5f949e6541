import type { Portal } from "../snapshot/record-schema.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { domainForms } from "./country-words.ts";
import { DICTIONARY_NAMES } from "./dictionary-names.ts";
import { segment } from "./segment.ts";
import { FILLER_WORDS, VISA_WORDS } from "./visa-words.ts";
import { addWord, emptyWordList } from "./word-list.ts";

/** A programme word and the country it names, or null when several countries use it (ETA, eVisa). */
export type ProgrammeWords = Map<string, SnapshotCountry | null>;

// An acronym the government writes beside the portal's name: "Electronic System for Travel Authorization
// (ESTA)", "Malaysia Digital Arrival Card (MDAC)". At least two capitals, so "(online)" is no acronym.
const ACRONYM = /\(([A-Za-z][A-Za-z-]{2,11})\)/g;
// A word of the name written as a brand: capitals (IMUGA, ASAN), or capitals inside (IremboGov, eKonzulat).
const BRAND = /^(?:[A-Z]{4,}|[a-z]*[A-Z][a-z]+[A-Z][A-Za-z]*|[a-z]+[A-Z][A-Za-z]+)$/;

/** A name and whether the government writes it as an acronym (ESTA, EASE: ordinary words otherwise). */
interface ProgrammeName {
  readonly name: string;
  readonly acronym: boolean;
}

const isAcronym = (word: string) => /^[A-Z][A-Z-]*[A-Z]$/.test(word);

/**
 * The names travellers and scam sites use for a portal: its programmes, the acronym in its name, its
 * brand-like words, and the name itself when short and carrying the country's name or a brand (Hayya,
 * Check-MIG, Jordan Pass, Visit Japan Web, SG Arrival Card). The country's own name alone is none.
 */
function programmeNames(portal: Portal, own: ReadonlySet<string>): ProgrammeName[] {
  const names: ProgrammeName[] = (portal.programmes ?? []).map((p) => ({
    name: p.name,
    acronym: isAcronym(p.name),
  }));
  for (const match of portal.name.matchAll(ACRONYM)) {
    const acronym = match[1] as string;
    if ((acronym.match(/[A-Z]/g) ?? []).length >= 2)
      names.push({ name: acronym, acronym: isAcronym(acronym) });
  }
  const name = (portal.name.split(/\s+[–(/]/)[0] as string).trim();
  const words = name.split(/[\s/]+/);
  const brands = words.filter((w) => BRAND.test(w) && !own.has(w.toLowerCase()));
  for (const word of brands) names.push({ name: word, acronym: isAcronym(word) });
  const named = words.some((w) => own.has(w.toLowerCase()) || isAcronym(w));
  if (words.length <= 3 && (words.length === 1 || named || brands.length > 0))
    names.push({ name, acronym: isAcronym(name) });
  return names;
}

/** Names made only of visa and ordinary words (`e-services`, `electronic-travel-authority`) name no one. */
function generic(): (word: string, acronym: boolean) => boolean {
  const list = emptyWordList<true>();
  for (const word of [...VISA_WORDS, ...FILLER_WORDS]) addWord(list, word, true);
  return (word, acronym) =>
    (!acronym && DICTIONARY_NAMES.has(word.replace(/-/g, ""))) ||
    segment(list, word).every((s) => s.boundary || s.value);
}

const ORDINARY_PARTS = new Set([...VISA_WORDS, ...FILLER_WORDS, ...DICTIONARY_NAMES]);

/**
 * A name that says little on its own: an acronym of three letters or fewer (FMM, ISS, ICP: many other
 * things are called so), or a name whose every word is an ordinary one or the "e-" of electronic
 * (E-Ticket, Travel Authorization Certificate, Entry Fee Voucher). Such a name is the country's, but alone
 * it must not accuse a site of imitating that country.
 */
function weakName({ name, acronym }: ProgrammeName, own: ReadonlySet<string>): boolean {
  const parts = name.split(/[^A-Za-z]+/).filter(Boolean);
  if (parts.join("").length <= 3) return true;
  if (acronym || parts.length < 2) return false;
  const owned = [...own].map((o) => o.replace(/-/g, ""));
  // A part in capitals is an acronym of its own (Check-MIG), and the country's own name (Visit Japan Web,
  // Sierra Leone eVisa System) names it, however ordinary their letters.
  const ordinary = (part: string) =>
    /^e$/i.test(part) ||
    (!isAcronym(part) &&
      ORDINARY_PARTS.has(part.toLowerCase()) &&
      !(part.length >= 4 && owned.some((o) => o.includes(part.toLowerCase()))));
  return parts.every(ordinary);
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
  return collectProgrammes(countries).words;
}

/**
 * The programme words and, among them, the weak ones with the ids of the countries that run them (AVE is
 * Argentina's and Canada's), in one pass (each alone costs the whole pass).
 */
export function collectProgrammes(countries: readonly SnapshotCountry[]): {
  words: ProgrammeWords;
  weak: Map<string, string[]>;
} {
  const byId = new Map(countries.map((c) => [c.id, c]));
  const owners = new Map<string, Set<SnapshotCountry | null>>();
  const strong = new Set<string>();
  const isGeneric = generic();
  for (const country of countries) {
    for (const portal of country.portals) {
      const owner = ownerOf(country, portal, byId);
      const own = new Set([country.country, ...country.aliases, country.iso2].flatMap(domainForms));
      for (const programme of programmeNames(portal, own)) {
        const weak = weakName(programme, own);
        for (const form of domainForms(programme.name)) {
          if (form.replace(/-/g, "").length < 3 || isGeneric(form, programme.acronym) || own.has(form))
            continue;
          for (const word of new Set([form, form.replace(/-/g, "")])) {
            owners.set(word, (owners.get(word) ?? new Set()).add(owner));
            if (!weak) strong.add(word);
          }
        }
      }
    }
  }
  const words: ProgrammeWords = new Map();
  for (const [word, set] of owners) words.set(word, set.size === 1 ? ([...set][0] ?? null) : null);
  const weak = new Map<string, string[]>();
  for (const [word, set] of owners) {
    if (strong.has(word)) continue;
    weak.set(
      word,
      [...set].flatMap((c) => (c ? [c.id] : [])),
    );
  }
  return { words, weak };
}
