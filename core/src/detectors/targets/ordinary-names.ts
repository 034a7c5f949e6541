import { GOVERNMENT_LABELS } from "../../host/known-domains.ts";
import { DICTIONARY_NAMES } from "../../lexicon/dictionary-names.ts";
import { segment } from "../../lexicon/segment.ts";
import { FILLER_WORDS, SHORT_VISA_WORDS, VISA_WORDS } from "../../lexicon/visa-words.ts";
import { addWord, emptyWordList, type WordList } from "../../lexicon/word-list.ts";
import { ownNames, type PortalName } from "./portal-targets.ts";

/**
 * The words any visa site may write: visa, filler and government words, and the words of the registry's
 * portal names that are dictionary words (`arrival`, `card`, `travel`, `consulate`).
 */
export function ordinaryWordList(): WordList<true> {
  const list = emptyWordList<true>();
  const words = [
    ...VISA_WORDS,
    ...SHORT_VISA_WORDS,
    ...FILLER_WORDS,
    ...GOVERNMENT_LABELS,
    ...DICTIONARY_NAMES,
  ];
  for (const word of words) addWord(list, word.replace(/-/g, ""), true);
  return list;
}

/**
 * Whether a portal's name is made only of such words, none of them its country's own name: Korea's
 * `e|arrival|card`, the Philippines' `e|travel`, Sri Lanka's `eta|gov`, but not Bermuda's
 * `bermuda|arrival|card` or Rwanda's `irembo`. Such a name says what the site does, not whose it is.
 */
export function ordinaryName(list: WordList<true>, name: PortalName): boolean {
  const own = ownNames(name.target.country);
  const text = name.name;
  return segment(list, text).every(
    (piece) => piece.boundary || (piece.value && !own.has(text.slice(piece.start, piece.end))),
  );
}
