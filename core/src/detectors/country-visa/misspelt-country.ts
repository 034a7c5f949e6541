// A country's name misspelt by one letter beside a visa word (`candianvisa`, `evisa-austrailia`): fakes
// copy each other's names, typos included, and a traveller reads past the slip.
import damerauLevenshtein from "damerau-levenshtein";
import { NEAR_NAME_WORDS } from "../../lexicon/near-name-words.ts";
import { ordinaryBeforeVisa } from "../../lexicon/ordinary-before-visa.ts";
import { PLAIN_VISA_WORDS } from "../../lexicon/visa-words.ts";
import type { WordList } from "../../lexicon/word-list.ts";
import type { SnapshotCountry } from "../../snapshot/snapshot-schema.ts";
import type { Word } from "../detection-context.ts";
import { endsGluedName } from "../reading/pieces.ts";

/**
 * Shortest name a run may misspell. Names of six letters or fewer are one edit from too many ordinary
 * words (`niger` → `tiger`, `oman` → `woman`, `france` → `trance`).
 */
export const MIN_MISSPELT_NAME = 7;
/** Letters a single edit leaves alone at one end or the other of a name this long. */
const END = 3;

interface Name {
  readonly word: string;
  readonly country: SnapshotCountry;
}

/**
 * Country names of seven letters or more by their first three letters and by their last three. One edit
 * (a letter left out, added or changed, or two neighbours swapped) leaves one of those ends as it was, so
 * the names one edit from a run are among those sharing its start or its end. Two small maps, where a
 * deletion index of every name took some 20 MB in a service worker.
 */
export interface MisspellingIndex {
  readonly byStart: ReadonlyMap<string, readonly Name[]>;
  readonly byEnd: ReadonlyMap<string, readonly Name[]>;
}

/** Built from the segmenting word list, so a misspelling is read against the same names as a spelling. */
export function buildMisspellingIndex(words: WordList<Word>): MisspellingIndex {
  const byStart = new Map<string, Name[]>();
  const byEnd = new Map<string, Name[]>();
  const put = (map: Map<string, Name[]>, key: string, name: Name) => {
    const list = map.get(key);
    if (list) list.push(name);
    else map.set(key, [name]);
  };
  for (const [word, value] of words.words) {
    if (value.kind !== "country" || word.length < MIN_MISSPELT_NAME || word.includes("-")) continue;
    const name = { word, country: value.country };
    put(byStart, word.slice(0, END), name);
    put(byEnd, word.slice(-END), name);
  }
  return { byStart, byEnd };
}

/**
 * The one country whose name is a single edit from `run`; none when no name is, or names of several
 * countries are. Each candidate sharing the run's start or end is confirmed by Damerau–Levenshtein distance.
 */
export function misspeltCountry(index: MisspellingIndex, run: string): SnapshotCountry | undefined {
  if (run.length < MIN_MISSPELT_NAME - 1) return undefined;
  let found: SnapshotCountry | undefined;
  const candidates = [
    ...(index.byStart.get(run.slice(0, END)) ?? []),
    ...(index.byEnd.get(run.slice(-END)) ?? []),
  ];
  for (const { word, country } of candidates) {
    if (Math.abs(word.length - run.length) > 1 || word === run) continue;
    if (damerauLevenshtein(run, word).steps !== 1) continue;
    if (found && found !== country) return undefined;
    found = country;
  }
  return found;
}

const PLAIN = new Set(PLAIN_VISA_WORDS);

/**
 * A run of letters beside a plain visa word, as a word of its own (`evisa-austrailia`) or glued to it
 * (`candianvisa`), that misspells one country's name: that country, and the two words read. A run the
 * segmenting word list knows is spelt right, whatever it is (`dominican`, two countries' people), and an
 * ordinary English word is that word (`hungryvisa`, `equatorvisa`).
 */
export function misspeltBesideVisa(
  index: MisspellingIndex,
  words: WordList<Word>,
  body: string,
): { country: SnapshotCountry; words: string[] } | undefined {
  const tokens = body.split(/[^a-z]+/);
  for (const [i, token] of tokens.entries()) {
    const pairs: [run: string, visa: string][] = [];
    for (const next of [tokens[i - 1], tokens[i + 1]]) if (next && PLAIN.has(next)) pairs.push([token, next]);
    for (const visa of PLAIN_VISA_WORDS) {
      if (token.startsWith(visa)) pairs.push([token.slice(visa.length), visa]);
      if (token.endsWith(visa)) pairs.push([token.slice(0, -visa.length), visa]);
    }
    for (const [run, visa] of pairs) {
      if (words.words.has(run) || ordinaryBeforeVisa(NEAR_NAME_WORDS, run, visa)) continue;
      // The visa word's first letter ends a name spelt right (`chines|epass`).
      if (endsGluedName(words, run, visa)) continue;
      const country = misspeltCountry(index, run);
      if (country) return { country, words: [run, visa] };
    }
  }
  return undefined;
}
