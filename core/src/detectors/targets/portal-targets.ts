import { describeHost, type HostDescription } from "../../host/host-description.ts";
import { GOVERNMENT_LABELS } from "../../host/known-domains.ts";
import { domainForms } from "../../lexicon/country-words.ts";
import { DICTIONARY_NAMES } from "../../lexicon/dictionary-names.ts";
import { SHORT_VISA_WORDS, VISA_WORD_LETTER_SET } from "../../lexicon/visa-words.ts";
import { ownerOf, type PortalIndex } from "../../snapshot/portal-index.ts";
import type { Portal } from "../../snapshot/record-schema.ts";
import type { SnapshotCountry } from "../../snapshot/snapshot-schema.ts";
import { skeleton } from "../confusables/skeleton.ts";

/** One official host with the one country it is attributed to. */
export interface PortalTarget {
  readonly host: string;
  readonly country: SnapshotCountry;
  readonly portal: Portal;
  readonly shape: HostDescription;
}

/** Which part of a portal host a name stands for. */
export type NamePart = "host" | "body" | "label";

/** A comparable name of a portal host: `evisagovtr` (host), `estacbpdhs` (body), `indianvisaonline` (label). */
export interface PortalName {
  readonly name: string;
  readonly part: NamePart;
  readonly target: PortalTarget;
  /** Not a dictionary word, a country's name or a bare visa word: one edit from it is a lookalike. */
  readonly distinctive: boolean;
  /**
   * A common word with a government label: a visa word (`etagov`), a stand-in for one (`immigov`) or a
   * dictionary word (`arrivalgov`). It names its portal under a generic suffix (`etagov.la`, `eta-gov.com`),
   * not under another country's own code (`evisa-gov.tz`).
   */
  readonly genericSuffixOnly?: boolean;
}

/**
 * The portal hosts with their owner: the only country that lists the host, or the one its `shared_by`
 * names (ESTA → United States). A portal shared by a group with no owner (ETIAS) imitates no single
 * country, so it is not a target (its fakes are still caught by the programme and visa words).
 */
export function portalTargets(portals: PortalIndex): PortalTarget[] {
  const targets: PortalTarget[] = [];
  for (const [host, refs] of portals) {
    const owner = ownerOf(refs);
    if (!owner) continue;
    const shape = describeHost({ ascii: host, unicode: host });
    targets.push({ host, country: owner.country, portal: owner.portal, shape });
  }
  return targets;
}

/** Shortest whole-host name worth looking for (`govuk` for www.gov.uk, `smfst` for smf.st). */
export const MIN_NAME = 5;
/** Shortest distinctive body or label (`irembo`, `nadra` is too short to be told from ordinary words). */
export const MIN_DISTINCTIVE = 6;

const GOVERNMENT = new Set(GOVERNMENT_LABELS);

/** A suffix's government label and country code (`gov`, `tr` of `gov.tr`); none for any other suffix. */
function governmentParts(suffix: string): { government: string; code: string } | undefined {
  const [government, code] = suffix.split(".");
  return code !== undefined && GOVERNMENT.has(government as string)
    ? { government: government as string, code }
    : undefined;
}

/** The names a country is known by, as a domain writes them: a portal called so names the country only. */
export function ownNames(country: SnapshotCountry): Set<string> {
  return new Set(
    [country.country, ...country.names, ...country.aliases, ...country.demonyms]
      .flatMap(domainForms)
      .map((w) => w.replace(/-/g, "")),
  );
}

/**
 * A dictionary word after the "e" of electronic (the Philippines' eTravel, Serbia's e-Consulate): the
 * portal's name, which a copy beside its country's name still shows (`etravel-philippines`), but no typo
 * target, since any e-service may be called so (a travel group named eTraveli is no slip of it). A visa
 * word after it (Korea's e-Arrival Card) names a travel authorisation, and stays distinctive.
 */
function electronicWord(name: string): boolean {
  return name.length >= MIN_DISTINCTIVE && name.startsWith("e") && DICTIONARY_NAMES.has(name.slice(1));
}

/**
 * Distinctive by data: a name of at least six letters that is no dictionary word of the lexicon's
 * languages (the generated `DICTIONARY_NAMES`), not one after the "e" of electronic, no bare visa word
 * and not the country's own name.
 */
function distinctive(name: string, own: ReadonlySet<string>): boolean {
  return (
    name.length >= MIN_DISTINCTIVE &&
    !VISA_WORD_LETTER_SET.has(name) &&
    !DICTIONARY_NAMES.has(name) &&
    !electronicWord(name) &&
    !own.has(name)
  );
}

/**
 * The names of each target worth comparing: the whole host always; its body and registrable label when
 * distinctive, or (a body of two or more labels, `ceac.state`) long once joined.
 */
export function portalNames(targets: readonly PortalTarget[]): PortalName[] {
  const candidates: PortalName[] = [];
  const ownByCountry = new Map<SnapshotCountry, Set<string>>();
  for (const target of targets) {
    const { shape } = target;
    const own = ownByCountry.get(target.country) ?? ownNames(target.country);
    ownByCountry.set(target.country, own);
    if (shape.wholeLetters.length >= MIN_NAME)
      candidates.push({ name: shape.wholeLetters, part: "host", target, distinctive: true });
    const joinedLabels = shape.body.includes(".") && shape.bodyLetters.length >= 8;
    const body = distinctive(shape.bodyLetters, own);
    if (joinedLabels || body || electronicWord(shape.bodyLetters))
      candidates.push({ name: shape.bodyLetters, part: "body", target, distinctive: body });
    // Under a government suffix the registrable label of a deeper portal is the agency that runs it
    // (`mitrans` of dviajeros.mitrans.gob.cu, `homeoffice`): copied, it is the portal's; one letter from it
    // is as often another government's agency (Russia's mintrans.ru) or an ordinary phrase (`homeoffices`).
    if (shape.labelLetters !== shape.bodyLetters && distinctive(shape.labelLetters, own)) {
      const agency = governmentParts(shape.suffix) !== undefined;
      candidates.push({ name: shape.labelLetters, part: "label", target, distinctive: !agency });
    }
  }
  const named = [...candidates, ...governmentNames(targets, candidates)];
  // A name two countries share (`vfsevisa` for Brazil and Suriname) attributes to neither.
  const owners = new Map<string, Set<string>>();
  for (const c of named) owners.set(c.name, (owners.get(c.name) ?? new Set()).add(c.target.country.id));
  return named.filter((c) => owners.get(c.name)?.size === 1);
}

/**
 * A word any country's visa site may write before "gov": a visa word (`eta`), a stand-in for one (`immi`)
 * or a dictionary word (`arrival`). Beside another country's name it is that country's (`india-immi-gov`,
 * `thailand-arrival-gov`), not Australia's immi.gov.au or Cambodia's arrival.gov.kh copied.
 */
const commonWord = (letters: string) =>
  VISA_WORD_LETTER_SET.has(letters) || SHORT_VISA_WORDS.includes(letters) || DICTIONARY_NAMES.has(letters);

/**
 * A portal's body with its government label, as a fake writes it under any suffix: `etagov` of eta.gov.lk
 * in `etagov.la` or `eta-gov.com`. Never a typo target (one edit from it is too often a word), and none
 * that another country's name holds (`evisagov` in Türkiye's `evisagovtr`, `icagov` in Singapore's
 * `eservicesicagovsg`), where it would stop a longer match short.
 */
function governmentNames(targets: readonly PortalTarget[], names: readonly PortalName[]): PortalName[] {
  // Each country's names in one string, so that "does another country's name hold it" is a few scans.
  const byCountry = new Map<SnapshotCountry, string>();
  for (const n of names)
    byCountry.set(n.target.country, `${byCountry.get(n.target.country) ?? ""} ${n.name}`);
  const out: PortalName[] = [];
  for (const target of targets) {
    const { shape } = target;
    const parts = governmentParts(shape.suffix);
    if (parts === undefined || shape.bodyLetters.length < 3) continue;
    const { government, code } = parts;
    const name = `${shape.bodyLetters}${government}`;
    const heldElsewhere = (letters: string) => {
      for (const [country, joined] of byCountry)
        if (country !== target.country && joined.includes(letters)) return true;
      return false;
    };
    if (heldElsewhere(name)) continue;
    const genericSuffixOnly = commonWord(shape.bodyLetters);
    out.push({ name, part: "body", target, distinctive: false, genericSuffixOnly });
    // A portal deeper than the name its government registered (`onlineservices….cic.gc.ca`): that name
    // whole, `cicgcca`, is the portal's too, as a fake writes it under another suffix (`cic-gc-ca.com`), and
    // so is it without its country code (`nadra-gov.online` for visa.nadra.gov.pk: the agency that runs it).
    if (!shape.body.includes(".") || shape.labelLetters.length < 3) continue;
    const registered = `${shape.labelLetters}${government}${code}`;
    if (!heldElsewhere(registered)) out.push({ name: registered, part: "body", target, distinctive: false });
    const agency = `${shape.labelLetters}${government}`;
    const genericLabel = VISA_WORD_LETTER_SET.has(shape.labelLetters);
    if (!heldElsewhere(agency))
      out.push({
        name: agency,
        part: "body",
        target,
        distinctive: false,
        genericSuffixOnly: commonWord(shape.labelLetters),
      });
    // The agency with its country's code and no government label (`moi-kw.com` for kuwaitvisa.moi.gov.kw,
    // `ica-sg.com` for ica.gov.sg), unless the label is a visa word, which its code makes the
    // country-and-visa reading's (`evisa-tr`), or a dictionary word longer than an acronym (`digital-jp`
    // names a business; `moi`, French for "me", is Kuwait's ministry of the interior beside `kw`).
    const agencyCode = `${shape.labelLetters}${code}`;
    const wordLabel = shape.labelLetters.length > 4 && DICTIONARY_NAMES.has(shape.labelLetters);
    if (!genericLabel && !wordLabel && !heldElsewhere(agencyCode))
      out.push({ name: agencyCode, part: "body", target, distinctive: false });
  }
  return out;
}

/** Names several countries' portals share (`evisamfa`, `evisagov`): they point to no single country. */
export function sharedNames(targets: readonly PortalTarget[]): Set<string> {
  const owners = new Map<string, Set<string>>();
  for (const { shape, country } of targets) {
    for (const name of [shape.wholeLetters, shape.bodyLetters, shape.labelLetters]) {
      owners.set(name, (owners.get(name) ?? new Set()).add(country.id));
    }
  }
  return new Set([...owners].filter(([name, ids]) => ids.size > 1 && name.length >= 3).map(([name]) => name));
}

/** Exact lookups of portal names, by the plain name and by its TR39 skeleton, and every prefix of both. */
export function indexNames(names: readonly PortalName[]): {
  plain: Map<string, PortalName[]>;
  skeletons: Map<string, PortalName[]>;
  prefixes: Set<string>;
} {
  const plain = new Map<string, PortalName[]>();
  const skeletons = new Map<string, PortalName[]>();
  for (const n of names) {
    plain.set(n.name, [...(plain.get(n.name) ?? []), n]);
    const sk = skeleton(n.name);
    skeletons.set(sk, [...(skeletons.get(sk) ?? []), n]);
  }
  const prefixes = new Set<string>();
  for (const name of [...plain.keys(), ...skeletons.keys()]) {
    for (let i = 1; i <= name.length; i++) prefixes.add(name.slice(0, i));
  }
  return { plain, skeletons, prefixes };
}
