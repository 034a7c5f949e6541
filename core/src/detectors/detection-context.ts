import { apartCodes, codeWords, countryCodeTlds } from "../lexicon/country-codes.ts";
import { domainForms } from "../lexicon/country-words.ts";
import type { ProgrammeWords } from "../lexicon/programme-words.ts";
import {
  ARRIVAL_WORDS,
  FILLER_WORDS,
  SHORT_VISA_WORDS,
  TRAVELLER_WORDS,
  VISA_WORDS,
  WORDS_HOLDING_VISA_WORDS,
} from "../lexicon/visa-words.ts";
import { addWord, emptyWordList, type WordList } from "../lexicon/word-list.ts";
import type { PortalIndex } from "../snapshot/portal-index.ts";
import type { Snapshot, SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { skeleton } from "./confusables/skeleton.ts";
import { buildMisspellingIndex, type MisspellingIndex } from "./country-visa/misspelt-country.ts";
import {
  buildPrecisionGuard,
  type GovernmentSuffixes,
  governmentSuffixes,
  isGovernmentSuffix,
  type PrecisionGuard,
} from "./guards/precision-guards.ts";
import { computeParts, type PreparedDetection, restoreParts } from "./prepared-detection.ts";
import {
  indexNames,
  type PortalName,
  type PortalTarget,
  portalTargets,
  sharedNames,
} from "./targets/portal-targets.ts";
import { buildTypoIndex, type TypoIndex } from "./targets/typo-index.ts";

/** What a word of a host body means to the country-and-visa detector. */
export type Word =
  | { readonly kind: "country"; readonly country: SnapshotCountry }
  /** A word several countries claim, none first (`dominican`, `dutch`): read whole, it names none. */
  | { readonly kind: "shared-name" }
  /**
   * A visa word; `country` when it is a programme one country runs (ESTA, TDAC). `weak`: a programme
   * name that says little alone (FMM, E-Ticket), which names its country only beside a visa word.
   */
  | {
      readonly kind: "visa";
      readonly country: SnapshotCountry | null;
      readonly programme: boolean;
      readonly weak: boolean;
    }
  | { readonly kind: "short-visa" }
  /** An ISO 3166 code that is no everyday word (`tr`, `vn`, `kr`; not `in`, `us`, `my`). */
  | { readonly kind: "code"; readonly country: SnapshotCountry }
  /**
   * A country's people in the plural (`indians`, `nigerians`): the travellers a site sells to
   * (`vietnam-visa-for-indians`), never the country whose visa it sells.
   */
  | { readonly kind: "people"; readonly country: SnapshotCountry }
  | { readonly kind: "filler" };

/** Everything the detectors read, built once from the registry and passed to each detector's factory. */
export interface DetectionContext {
  readonly countries: readonly SnapshotCountry[];
  readonly portals: PortalIndex;
  readonly targets: readonly PortalTarget[];
  /** Portal names by their letters, and by their TR39 skeleton. */
  readonly names: ReadonlyMap<string, readonly PortalName[]>;
  readonly skeletonNames: ReadonlyMap<string, readonly PortalName[]>;
  /** Every prefix of a name (plain and skeleton): a run of words that leads nowhere stops early. */
  readonly namePrefixes: ReadonlySet<string>;
  /** Skeleton of each portal host → its target, for homoglyphs of the exact host. */
  readonly hostSkeletons: ReadonlyMap<string, PortalTarget>;
  /**
   * A portal under a government second level, by its body and country code (`eta lk` for eta.gov.lk):
   * the same body under another second level of that code (`eta.org.lk`) imitates it.
   */
  readonly governmentBodies: ReadonlyMap<string, PortalTarget>;
  readonly typos: TypoIndex;
  /** Names several countries share: a host named so imitates no single portal. */
  readonly shared: ReadonlySet<string>;
  readonly guard: PrecisionGuard;
  /** Government suffixes of the registry's countries (`gov.tr`, `go.ke`). */
  readonly government: GovernmentSuffixes;
  /** Matches any visa or programme word: a host without one needs no segmenting. */
  readonly visaWord: RegExp;
  /** Country, programme, visa and filler words for segmenting a host body. */
  readonly words: WordList<Word>;
  /** Country names by their first and last three letters, for names misspelt beside a visa word. */
  readonly misspellings: MisspellingIndex;
  /**
   * Weak programme word (AVE, FMM, E-Ticket) → the ids of the countries that run it; and a bare "arrival" →
   * the countries with an arrival-card portal, whose card it names the same way.
   */
  readonly weakProgrammes: ReadonlyMap<string, readonly string[]>;
  /** Country-code top-level domain → country. */
  readonly ccTlds: ReadonlyMap<string, SnapshotCountry>;
  /** Codes that name a country only written apart beside a visa word: internet codes, word alpha-3 codes. */
  readonly apartCodes: ReadonlyMap<string, SnapshotCountry>;
}

/** An English demonym's plural (`indian` → `indians`); none for those that take no `s` (`chinese`, `turkish`). */
function plurals(demonym: string): string[] {
  return /(?:s|sh|ch|se|x|z)$/.test(demonym) || demonym.includes("-") ? [] : [`${demonym}s`];
}

function lexicon(
  countries: readonly SnapshotCountry[],
  programmes: ProgrammeWords,
  weak: ReadonlyMap<string, readonly string[]>,
  countryWords: ReadonlyMap<string, SnapshotCountry | null>,
): WordList<Word> {
  const list = emptyWordList<Word>();
  // A lexicon visa word (eta, evisa) is nobody's programme, whoever writes it beside a portal's name.
  for (const word of VISA_WORDS)
    addWord(list, word, { kind: "visa", country: null, programme: false, weak: false });
  for (const [word, country] of programmes)
    addWord(list, word, { kind: "visa", country, programme: true, weak: weak.has(word) });
  for (const [word, country] of countryWords)
    addWord(list, word, country ? { kind: "country", country } : { kind: "shared-name" });
  for (const word of SHORT_VISA_WORDS) addWord(list, word, { kind: "short-visa" });
  // `aus-eta`, `tur-evisa`: a code counts only written apart (the country-and-visa reading decides).
  for (const [code, country] of codeWords(countries)) addWord(list, code, { kind: "code", country });
  for (const word of [...FILLER_WORDS, ...WORDS_HOLDING_VISA_WORDS, ...TRAVELLER_WORDS])
    addWord(list, word, { kind: "filler" });
  // After every other word: a plural that is a word already (`swiss`) stays that word.
  for (const country of countries)
    for (const plural of country.demonyms.flatMap(domainForms).flatMap(plurals))
      addWord(list, plural, { kind: "people", country });
  return list;
}

/**
 * The words none of whose others it contains: a host holds one of `words` exactly when it holds one of
 * these (`visa` stands for `evisa`, `eta` for `nzeta`), and the test that gates the detector tries a few
 * dozen words instead of hundreds.
 */
function withoutContaining(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (const word of [...new Set(words)].sort((a, b) => a.length - b.length))
    if (!kept.some((shorter) => word.includes(shorter))) kept.push(word);
  return kept;
}

/**
 * Builds the detectors' context from a snapshot and its portal index; `prepared` (from `prepareDetection`
 * for this very snapshot) stands in for the costly name and word folding, and is ignored otherwise.
 */
export function buildDetectionContext(
  snapshot: Snapshot,
  portals: PortalIndex,
  prepared?: PreparedDetection,
): DetectionContext {
  const countries = snapshot.countries;
  const targets = portalTargets(portals);
  const parts = (prepared && restoreParts(snapshot, targets, prepared)) ?? computeParts(countries, targets);
  const { names, programmes, weak } = parts;
  const indexed = indexNames(names);
  const government = governmentSuffixes(countries);
  const hostSkeletons = new Map<string, PortalTarget>();
  for (const target of targets) {
    hostSkeletons.set(skeleton(target.host), target);
    // `gоv.uk` (Cyrillic о) imitates www.gov.uk as much as `www.gоv.uk` does.
    if (target.host.startsWith("www.")) hostSkeletons.set(skeleton(target.host.slice(4)), target);
  }
  const governmentBodies = new Map<string, PortalTarget>();
  for (const target of targets) {
    const { body, suffix, tld } = target.shape;
    if (body !== "" && suffix.includes(".") && isGovernmentSuffix(government, suffix))
      governmentBodies.set(`${body} ${tld}`, target);
  }
  const visaish = [...VISA_WORDS, ...programmes.keys(), ...SHORT_VISA_WORDS, ...ARRIVAL_WORDS];
  const arrivalCards = countries
    .filter((c) => c.portals.some((p) => p.kind === "arrival-card"))
    .map((c) => c.id);
  // The country words are many: built when the first host with a visa word needs them, so that a
  // verifier that judges ordinary hosts (a service worker waking for one navigation) never pays for them.
  let words: WordList<Word> | undefined;
  let misspellings: MisspellingIndex | undefined;
  return {
    countries,
    portals,
    targets,
    names: indexed.plain,
    skeletonNames: indexed.skeletons,
    namePrefixes: indexed.prefixes,
    hostSkeletons,
    typos: buildTypoIndex(names),
    shared: sharedNames(targets),
    guard: buildPrecisionGuard(government, portals),
    government,
    governmentBodies,
    visaWord: new RegExp(withoutContaining(visaish).join("|")),
    get words() {
      words ??= lexicon(countries, programmes, weak, parts.countryWords());
      return words;
    },
    get misspellings() {
      misspellings ??= buildMisspellingIndex(this.words);
      return misspellings;
    },
    weakProgrammes: new Map([...weak, ...ARRIVAL_WORDS.map((word) => [word, arrivalCards] as const)]),
    ccTlds: countryCodeTlds(countries),
    apartCodes: apartCodes(countries),
  };
}
