// Visa words in a country's own language(s). A site under a country's internet code whose only visa word
// is in that country's own language speaks to its residents, who need visas for other countries
// (`visum-service.de`, `vize.com.tr`): it names no country by its address, as `evisa.com.tr`, written in
// the words foreign travellers read, names Türkiye.
import { TLD_LANGUAGES } from "./tld-languages.ts";

/**
 * The lexicon's visa words that are not English, with the languages (ISO 639-3, as the country dataset
 * writes them) that write them so. International words (`visa`, `evisa`, `eta`) are nobody's own.
 */
export const VISA_WORD_LANGUAGES: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>(
  [
    ["visado", ["spa"]],
    ["visados", ["spa"]],
    ["inmigracion", ["spa"]],
    ["migracion", ["spa"]],
    ["visto", ["ita", "por"]],
    ["vistos", ["por"]],
    ["visti", ["ita"]],
    ["immigrazione", ["ita"]],
    ["imigracao", ["por"]],
    ["vize", ["tur"]],
    ["vizesi", ["tur"]],
    ["evize", ["tur"]],
    // Romanian, the South Slavic languages, Albanian, the Baltic languages, and the transliterated Cyrillic
    // and Caucasian forms (виза, ვიზა, վիզա)
    [
      "viza",
      [
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
      ],
    ],
    ["vizas", ["lit"]],
    [
      "eviza",
      [
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
      ],
    ],
    ["vizum", ["slv", "hun", "ces", "slk"]],
    ["wiza", ["pol", "tuk"]],
    ["visum", ["deu", "bar", "gsw", "ltz", "nld", "afr", "swe", "dan", "nor", "nob", "nno"]],
    ["evisum", ["deu", "bar", "gsw", "ltz", "nld", "afr", "swe", "dan", "nor", "nob", "nno"]],
    ["einreise", ["deu", "bar", "gsw", "ltz"]],
    ["einreiseformular", ["deu", "bar", "gsw", "ltz"]],
    ["registrierung", ["deu", "bar", "gsw", "ltz"]],
    ["formulaire", ["fra"]],
    ["imigrasi", ["ind"]],
    ["imigresen", ["msa"]],
  ],
);

/** Whether `word` (a visa word's letters) is written in a language of the country whose internet code is `tld`. */
export function localVisaWord(word: string, tld: string): boolean {
  const spoken = TLD_LANGUAGES.get(tld);
  return (
    spoken !== undefined &&
    (VISA_WORD_LANGUAGES.get(word) ?? []).some((language) => spoken.includes(language))
  );
}
