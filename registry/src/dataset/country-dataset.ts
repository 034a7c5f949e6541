// Names, demonyms and flags come from the maintained `world-countries` dataset, never from the records.
import { createRequire } from "node:module";
import type { Country as DatasetCountry } from "world-countries";

// The package's ESM entry re-exports JSON, which Node 20 cannot import without attributes; read the data directly.
const require = createRequire(import.meta.url);
const countries: DatasetCountry[] = require("world-countries/countries.json");

// More names come from `i18n-iso-countries` (CLDR-based): all of them in Vietnamese, Indonesian and Malay, which
// `world-countries` lacks, Latin-script languages in which visa sellers name destinations (`e-visatrungquoc.com`,
// "Trung Quốc"); and in the traveller languages below the names CLDR gives beside `world-countries`' one
// (German "Großbritannien", Turkish "Amerika", Italian "Thailandia").
const CLDR_LANGUAGES = [
  "vi",
  "id",
  "ms",
  "fr",
  "de",
  "es",
  "it",
  "pt",
  "nl",
  "ru",
  "tr",
  "ar",
  "zh",
  "ja",
  "ko",
];
const cldrNames: ReadonlyArray<{ countries: Record<string, string | string[]> }> = CLDR_LANGUAGES.map(
  (lang) => require(`i18n-iso-countries/langs/${lang}.json`),
);

const byIso2 = new Map<string, DatasetCountry>(countries.map((c) => [c.cca2, c]));

// Languages whose country names travellers commonly type; more would add collisions for little gain.
const TRAVELLER_LANGUAGES = [
  "fra",
  "deu",
  "spa",
  "ita",
  "por",
  "nld",
  "rus",
  "tur",
  "ara",
  "zho",
  "jpn",
  "kor",
  // Languages whose own visa word the lexicon reads (Polish "wiza", Czech, Slovak and Hungarian "vízum",
  // Croatian and Serbian "viza", Swedish "visum"), so sellers' names of destinations in them too
  // (`wiza-turcja.pl`).
  "pol",
  "ces",
  "slk",
  "hun",
  "hrv",
  "srp",
  "swe",
];

export interface DatasetFacts {
  readonly flag: string;
  /** Common, official, alternative and translated names. */
  readonly names: string[];
  readonly demonyms: string[];
}

/** True when the ISO 3166-1 alpha-2 code is one the dataset knows. */
export function isKnownIso2(iso2: string): boolean {
  return byIso2.has(iso2);
}

/** The dataset's flag, names and demonyms for an ISO2 code, or null if the dataset lacks it. */
export function datasetFacts(iso2: string): DatasetFacts | null {
  const c = byIso2.get(iso2);
  if (!c) return null;
  const names = new Set<string>([c.name.common, c.name.official, ...c.altSpellings]);
  for (const native of Object.values(c.name.native ?? {})) {
    names.add(native.common);
    names.add(native.official);
  }
  for (const lang of TRAVELLER_LANGUAGES) {
    const t = c.translations[lang];
    if (t) names.add(t.common);
  }
  for (const lang of cldrNames) {
    const name = lang.countries[iso2];
    for (const n of Array.isArray(name) ? name : name ? [name] : []) names.add(n);
  }
  const demonyms = new Set<string>();
  for (const d of Object.values(c.demonyms ?? {})) {
    if (d.m) demonyms.add(d.m);
    if (d.f) demonyms.add(d.f);
  }
  return { flag: c.flag, names: [...names].filter((n) => n.trim() !== ""), demonyms: [...demonyms] };
}
