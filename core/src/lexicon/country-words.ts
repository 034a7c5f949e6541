import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";

/**
 * Folds a country name to the letters a domain can hold: "Côte d'Ivoire" → `cotedivoire`, `cote-divoire`
 * and `cote-d-ivoire`, "Türkei" → `turkei` and `tuerkei`, "Großbritannien" → `grossbritannien`. Non-Latin
 * names fold to nothing and are dropped.
 */
export function domainForms(name: string): string[] {
  // Most names are one plain word: only the others need folding and splitting.
  if (/^[A-Za-z]+$/.test(name)) return [name.toLowerCase()];
  // A name in another script folds to nothing a domain holds: skip the Unicode work.
  if (/[^\u0020-\u024f\u1e00-\u1eff\u2019\s]/u.test(name)) return [];
  const forms = foldedForms(name);
  // An apostrophe is dropped (`cote-divoire`) or written as a hyphen (`cote-d-ivoire`).
  if (/['’]/.test(name))
    for (const form of foldedForms(name.replace(/['’]/g, " "))) if (!forms.includes(form)) forms.push(form);
  // German addresses write ä, ö, ü as ae, oe, ue as often as without the dots (`tuerkei-visum.de`).
  if (/[äöüÄÖÜ]/.test(name))
    for (const form of foldedForms(name.replace(/[äöüÄÖÜ]/g, (ch) => `${ch.normalize("NFD")[0]}e`)))
      if (!forms.includes(form)) forms.push(form);
  return forms;
}

/** A name's letters as a domain writes them: diacritics dropped, ß as ss, words joined and hyphenated. */
function foldedForms(name: string): string[] {
  const ascii = /^[A-Za-z -]*$/.test(name);
  // Vietnamese đ and Polish ł have no decomposition; domains write them d and l ("Đài Loan" → `dailoan`,
  // "Włochy" → `wlochy`); German ß is ss.
  const folded = (
    ascii ? name : name.normalize("NFD").replace(/\p{M}/gu, "").replace(/[đĐ]/g, "d").replace(/[łŁ]/g, "l")
  )
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’.,()]/g, "")
    .trim();
  if (!/^[a-z][a-z -]*$/.test(folded)) return [];
  const words = folded.split(/[\s-]+/);
  const forms = words.length > 1 ? [words.join(""), words.join("-")] : [words.join("")];
  // Addresses often leave out the "and" of a two-part name (`trinidad-tobago`, `turks-caicos`).
  const apart = words.filter((word, i) => word !== "and" && !(word === "the" && words[i - 1] === "and"));
  if (apart.length > 1 && apart.length < words.length) forms.push(apart.join(""), apart.join("-"));
  return forms;
}

/**
 * Places better known to travellers than their country, which scam domains use in its stead
 * (`dubai-evisa.com`, `bali-evisa.com`): capitals and the main destinations of a few countries.
 */
const PLACES: Readonly<Record<string, readonly string[]>> = {
  AE: ["Dubai", "Abu Dhabi"],
  ID: ["Bali", "Jakarta"],
  TR: ["Istanbul", "Ankara"],
  // and its four constituent countries, which share its visas and ETA (`scotland-eta.com`); Northern Ireland
  // written whole, or "ireland" would name the Republic (`northern-ireland-visa.com`)
  GB: ["London", "England", "Scotland", "Wales", "Northern Ireland"],
  // so that their last words are not read as the United Kingdom's England and Wales
  AU: ["New South Wales"],
  US: ["New England"],
  TH: ["Bangkok", "Phuket"],
  IN: ["Delhi", "New Delhi", "Mumbai"],
  VN: ["Hanoi", "Saigon"],
  EG: ["Cairo"],
  LK: ["Colombo"],
  KE: ["Nairobi"],
  TZ: ["Zanzibar", "Dodoma"],
  MA: ["Marrakech", "Marrakesh"],
  KH: ["Phnom Penh", "Angkor"],
  RU: ["Moscow"],
  CZ: ["Prague"],
  CN: ["Beijing", "Shanghai"],
  SA: ["Riyadh", "Jeddah", "Mecca", "Makkah"],
  QA: ["Doha"],
};

/**
 * Abbreviations, names in other languages and first words of a name that are everyday English words: they
 * would make a country of any car site (the Central African Republic's "CAR"), of `bali-island-visa`
 * (Iceland is "Island" in German and the Nordic languages) or of `turks-visa` (the first word of "Turks and
 * Caicos Islands", and Türkiye's people). Taken from the registry's names that the English word list holds
 * (core/bench/everyday-name-words.test.ts), less the names of the country itself and of places.
 */
export const EVERYDAY_NAME_WORDS: ReadonlySet<string> = new Set([
  "car",
  "chili",
  "grenade",
  "island",
  // China in Czech, Slovak and Swedish ("Kína", "Kina"), and a currency
  "kina",
  // the United States' abbreviation in Croatian, Serbian and Czech ("SAD")
  "sad",
  "suede",
  "turks",
]);

// Two- and three-letter abbreviations people really write in domains (uk-eta, esta-usa, uae-visa).
const SHORT_ALIAS = /^[a-z]{2,4}$/;

/**
 * Every word that names a country in a domain: names and their translations, aliases and well-known
 * abbreviations, demonyms. A word several countries claim goes to the one whose own name or alias
 * starts it (`american` → the United States, not the Northern Mariana Islands); otherwise it maps to null:
 * it names none, yet stays a word, so that a host is read with it whole (`dominican|evisa`, not
 * `dominica|n|evisa`).
 */
export function countryWords(countries: readonly SnapshotCountry[]): Map<string, SnapshotCountry | null> {
  // Most words have one claimant: a list only for the few that several countries claim.
  const claims = new Map<string, SnapshotCountry | SnapshotCountry[]>();
  const primary = new Map<SnapshotCountry, string[]>();
  // Its names in every language too (Sudan is "Soudan" in French, Norway "Norwegia" in Polish).
  const translated = new Map<SnapshotCountry, string[]>();
  const claim = (word: string, country: SnapshotCountry) => {
    const known = claims.get(word);
    if (known === undefined) claims.set(word, country);
    else if (Array.isArray(known)) {
      if (!known.includes(country)) known.push(country);
    } else if (known !== country) claims.set(word, [known, country]);
  };
  for (const country of countries) {
    const own = [country.country, country.id, ...country.aliases].flatMap(domainForms);
    primary.set(country, own);
    // (Names of four letters or more: the dataset's names include the ISO code, `vi` of `virginislander`.)
    translated.set(
      country,
      country.names.flatMap(domainForms).filter((name) => name.length >= 4),
    );
    // Abbreviations the dataset writes in capitals count as aliases (Turkish `ABD` for the United States):
    // two capitals are the ISO code itself, which the codes' own rules weigh.
    const abbreviations = country.names.filter((name) => /^(?:[A-Z]\.?){3,4}$/.test(name));
    for (const alias of [...country.aliases, ...abbreviations].flatMap(domainForms)) {
      if (SHORT_ALIAS.test(alias) && !EVERYDAY_NAME_WORDS.has(alias)) claim(alias, country);
    }
    const all = [country.country, country.id, ...country.aliases, ...country.names, ...country.demonyms];
    // "São Tomé and Príncipe" is written `sao-tome`; "South Korean" is also just `korean`.
    // Only the record's own name and aliases: the dataset's formal names would give "Independent"
    // (Kiribati's "Independent and Sovereign Republic of Kiribati").
    for (const name of [country.country, ...country.aliases]) {
      if (/ and /i.test(name)) all.push(name.split(/ and /i)[0] as string);
    }
    for (const demonym of country.demonyms) {
      const last = demonym.split(/[\s-]+/).pop() as string;
      if (last !== demonym && last.length >= 5) all.push(last);
    }
    all.push(...(PLACES[country.iso2] ?? []));
    for (const word of [...new Set(all)].flatMap(domainForms)) {
      if (word.replace(/-/g, "").length >= 4 && !EVERYDAY_NAME_WORDS.has(word)) claim(word, country);
    }
  }
  const words = new Map<string, SnapshotCountry | null>();
  for (const [word, claimants] of claims) {
    if (!Array.isArray(claimants)) {
      words.set(word, claimants);
      continue;
    }
    const startedBy = (names: Map<SnapshotCountry, string[]>) =>
      claimants.filter((c) => (names.get(c) ?? []).some((p) => word.startsWith(p)));
    // `soudanaise`: Sudan's people in French, and South Sudan's only as the end of `sud-soudanaise`.
    const byName = startedBy(primary);
    const owners = byName.length > 0 ? byName : startedBy(translated);
    // `dominican` starts with Dominica's name and opens the Dominican Republic's: both countries' people
    // are Dominicans, so it names neither.
    const opens = claimants.some((c) => (primary.get(c) ?? []).some((p) => p !== word && p.startsWith(word)));
    words.set(word, owners.length === 1 && !opens ? (owners[0] as SnapshotCountry) : null);
  }
  return words;
}
