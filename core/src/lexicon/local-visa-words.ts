// Visa words in a country's own language(s). A site under a country's internet code whose only visa word
// is in that country's own language speaks to its residents, who need visas for other countries
// (`visum-service.de`, `vize.com.tr`): it names no country by its address, as `evisa.com.tr`, written in
// the words foreign travellers read, names Türkiye.
import { TLD_LANGUAGES } from "./tld-languages.ts";

/** German as the country dataset names it where it is official (Bavarian in Austria, Swiss German). */
const GERMAN = ["deu", "bar", "gsw", "ltz"];
/**
 * Romanian, the South Slavic languages, Albanian, the Baltic languages, and the transliterated Cyrillic and
 * Caucasian forms (виза, ვიზა, վիզա): all write "viza".
 */
const VIZA = [
  "ron",
  "hrv",
  "srp",
  "bos",
  "cnr",
  "mkd",
  "bul",
  "sqi",
  "lit",
  "lav",
  "rus",
  "ukr",
  "bel",
  "aze",
  "uzb",
  "kaz",
  "kir",
  "tgk",
  "kat",
  "hye",
];

/** Words that the same languages write, with those languages (ISO 639-3, as the country dataset writes them). */
const WRITTEN_IN: readonly (readonly [words: readonly string[], languages: readonly string[]])[] = [
  [["visado", "visados", "inmigracion", "migracion", "inmigraciones", "migraciones"], ["spa"]],
  [["visto"], ["ita", "por"]],
  [["vistos", "imigracao"], ["por"]],
  [["visti", "immigrazione"], ["ita"]],
  [["vize", "vizesi", "evize"], ["tur"]],
  [["viza", "eviza"], VIZA],
  [["vizas"], ["lit"]],
  [["vizum"], ["slv", "hun", "ces", "slk"]],
  [["wiza"], ["pol", "tuk"]],
  [
    ["visum", "evisum"],
    [...GERMAN, "nld", "afr", "swe", "dan", "nor", "nob", "nno"],
  ],
  [["einreise", "einreiseformular", "registrierung"], GERMAN],
  [["formulaire"], ["fra"]],
  [["imigrasi"], ["ind"]],
  [["imigresen"], ["msa"]],
];

/**
 * The lexicon's visa words that are not English, with the languages that write them so. International words
 * (`visa`, `evisa`, `eta`) are nobody's own.
 */
export const VISA_WORD_LANGUAGES: ReadonlyMap<string, readonly string[]> = new Map(
  WRITTEN_IN.flatMap(([words, languages]) => words.map((word) => [word, languages] as const)),
);

/** Whether `word` (a visa word's letters) is written in a language of the country whose internet code is `tld`. */
export function localVisaWord(word: string, tld: string): boolean {
  const spoken = TLD_LANGUAGES.get(tld);
  return (
    spoken !== undefined &&
    (VISA_WORD_LANGUAGES.get(word) ?? []).some((language) => spoken.includes(language))
  );
}
