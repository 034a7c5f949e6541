// A country's name misspelt by one letter beside a visa word (`candianvisa`, `evisa-austrailia`): fakes
// copy each other's names, typos included, and a traveller reads past the slip.
import damerauLevenshtein from "damerau-levenshtein";
import type { WordList } from "../lexicon/word-list.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import type { Word } from "./detection-context.ts";
import { deletions } from "./targets/typo-index.ts";

/**
 * Shortest name a run may misspell. Names of six letters or fewer are one edit from too many ordinary
 * words (`niger` → `tiger`, `oman` → `woman`, `france` → `trance`).
 */
const MIN_NAME = 7;

/** Each country name of seven letters or more, and each of its single-letter deletions → the names. */
export type MisspellingIndex = ReadonlyMap<string, readonly { word: string; country: SnapshotCountry }[]>;

/** Built from the segmenting word list, so a misspelling is read against the same names as a spelling. */
export function buildMisspellingIndex(words: WordList<Word>): MisspellingIndex {
  const index = new Map<string, { word: string; country: SnapshotCountry }[]>();
  for (const [word, value] of words.words) {
    if (value.kind !== "country" || word.length < MIN_NAME) continue;
    for (const key of [word, ...deletions(word)])
      index.set(key, [...(index.get(key) ?? []), { word, country: value.country }]);
  }
  return index;
}

/**
 * The one country whose name is a single edit (a letter left out, added, changed, or two neighbours
 * swapped) from `run`; none when no name is, or names of several countries are. Looked up as the
 * typo detector looks up portal names (a deletion neighbourhood), each candidate confirmed by distance.
 */
export function misspeltCountry(index: MisspellingIndex, run: string): SnapshotCountry | undefined {
  if (run.length < MIN_NAME - 1) return undefined;
  let found: SnapshotCountry | undefined;
  for (const key of [run, ...deletions(run)]) {
    for (const { word, country } of index.get(key) ?? []) {
      if (word === run || damerauLevenshtein(run, word).steps !== 1) continue;
      if (found && found !== country) return undefined;
      found = country;
    }
  }
  return found;
}
