/**
 * The one lexicon of visa words, in the languages travellers and scam sites use (visa, visado, visto,
 * vize, visum, viza, wiza…). Programme names (ESTA, K-ETA, TDAC) are not here: they come from the
 * registry. Bare "entry", "permit", "arrival" and "travel" are left out: with a country name they are
 * mostly ordinary business ("data-entry-india", "arrival-japan-hotel"); they count only in the phrases.
 */
export const VISA_WORDS: readonly string[] = [
  "visa",
  "visas",
  "evisa",
  "evisas",
  "e-visa",
  "e-visas",
  "eta",
  "e-ta",
  "etas",
  "arrivalcard",
  "arrival-card",
  "arrivalform",
  "earrival",
  "e-arrival",
  "entryform",
  "entrycard",
  // the embarkation/disembarkation card, as Aruba, Dominica, Grenada and the British Virgin Islands name theirs
  "edcard",
  "ed-card",
  "travelform",
  // "travel documents": the legal term for the passports and visas such sites sell
  "traveldoc",
  "traveldocs",
  "travel-docs",
  "traveldocument",
  "traveldocuments",
  "travel-documents",
  "epass",
  "e-pass",
  "immigration",
  "immigrations",
  "immigrate",
  "travelauthorisation",
  "travelauthorization",
  "travel-authorisation",
  "travel-authorization",
  "authorisation",
  "authorization",
  "entrypermit",
  "entry-permit",
  // Spanish, Portuguese, Italian
  "visado",
  "visados",
  "visto",
  "vistos",
  "visti",
  "inmigracion",
  "migracion",
  // their plurals, the names of Peru's and Argentina's migration agencies (never `migracion` and Spain's code)
  "inmigraciones",
  "migraciones",
  "imigracao",
  "immigrazione",
  // Turkish, Romanian, Slavic, Hungarian, Polish
  "vize",
  "vizesi",
  "evize",
  "viza",
  "vizas",
  "eviza",
  "vizum",
  "wiza",
  // German, Dutch, Scandinavian
  "visum",
  "evisum",
  "einreise",
  "einreiseformular",
  "registrierung",
  // French
  "formulaire",
  // Indonesian, Malay
  "imigrasi",
  "imigresen",
];

/**
 * The visa words that name a government's immigration service rather than the visa it issues: under that
 * government's own suffix they are its agency (`nepalimmigration.gov.np`, `migracioncolombia.gov.co`), while a
 * visa there is what registries that sold such names sold (`vietnamvisa.gov.vn`).
 */
export const AGENCY_WORDS: ReadonlySet<string> = new Set([
  "immigration",
  "immigrations",
  "inmigracion",
  "migracion",
  "inmigraciones",
  "migraciones",
  "imigracao",
  "immigrazione",
  "imigrasi",
  "imigresen",
]);

/** The visa words as a host writes their letters, each once (`e-visa` → `evisa`). */
export const VISA_WORD_LETTERS: readonly string[] = [...new Set(VISA_WORDS.map((w) => w.replace(/-/g, "")))];
/** The same, as a set to look words up in. */
export const VISA_WORD_LETTER_SET: ReadonlySet<string> = new Set(VISA_WORD_LETTERS);

/** Those of four letters or more (`visa`, `evisa`, `visum`): unmistakable as a word of their own. */
export const PLAIN_VISA_WORDS: readonly string[] = VISA_WORD_LETTERS.filter((w) => w.length >= 4);

/**
 * Words that make the country before them the traveller's own: `us-citizens`, `uk-passport-holders`,
 * `indian-nationals` (`azevisa-for-us-citizens` sells Azerbaijan's e-visa to Americans), as "from" does
 * before it (`visa-from-india`).
 */
export const TRAVELLER_WORDS: readonly string[] = [
  "citizen",
  "citizens",
  // not the singular: a national or resident visa is a kind of the country's own visa (`france-national-visa`)
  "nationals",
  "residents",
  "passport",
  "passports",
  "holder",
  "holders",
];

/**
 * Ordinary words that hold a visa word (`re|vize` would read as Réunion's visa, `tele|visa` as a visa
 * service): known to the segmenter as words of their own, they hide the visa word they hold.
 */
export const WORDS_HOLDING_VISA_WORDS: readonly string[] = [
  // revision (Czech, Turkish)
  "revize",
  "revizyon",
  // currency (Italian, Spanish, Portuguese)
  "devisa",
  "devisas",
  "divisa",
  "divisas",
  // notice (Spanish, Norwegian)
  "avisa",
  "avisar",
  // English and Romance words
  "visage",
  "envisage",
  "improvisa",
  "improvisation",
  "supervisa",
  // a broadcaster
  "televisa",
  // places: India's Visakhapatnam, California's Visalia, the Philippines' Visayas (`visaliatimesdelta.com`,
  // a newspaper, is no visa service)
  "visakhapatnam",
  "visalia",
  "visayas",
  "visayan",
  // English words that hold a programme after a code or a filler word (`th|eta`, `cr|avats`, `app|ease`, `ease|ls`),
  // found reading every word of SCOWL's lists up to size 50 as a whole host (core/bench/ordinary-word-hosts.test.ts)
  "theta",
  "cravat",
  "cravats",
  "appease",
  "appeasers",
  "easel",
  "easels",
  // Portuguese "black" (terra-preta.de, a garden soil), which reads as Puerto Rico's code and "eta"
  "preta",
  "pretas",
  "preto",
  // Israel's ETA-IL written as one word, in "retail" and "detail" (retailmenot.com, juicydetailing.co.uk)
  "retail",
  "retails",
  "retailer",
  "retailers",
  "retailing",
  "detail",
  "details",
  "detailed",
  "detailing",
];

/**
 * "Arrival" alone: with a country name it is mostly ordinary business (`arrival-japan-hotel`), so it is no
 * visa word; it names an arrival card only as a host's one word beside a country that runs one
 * (`thailand-arrival`, country-visa/weak-programmes.ts).
 */
export const ARRIVAL_WORDS: readonly string[] = ["arrival"];

/**
 * Short stand-ins for a visa word (`vis-canada`, `india-immi`): they count only as a whole word between
 * separators, never inside run-together letters.
 */
export const SHORT_VISA_WORDS: readonly string[] = ["vis", "immi", "voa"];

/**
 * Ordinary words scam domains wrap around the country and visa words ("apply", "online", "gov"). They
 * are known words for the segmenter, so `turkishvisaonline` splits into three words, not into noise.
 */
export const FILLER_WORDS: readonly string[] = [
  "my",
  "go",
  "to",
  "of",
  "in",
  "for",
  // the traveller's own country follows it (`visa-from-india`): see detectors/reading/reading.ts
  "from",
  "the",
  "and",
  "get",
  "now",
  "new",
  "your",
  "online",
  "apply",
  "applying",
  "application",
  "applications",
  "applicant",
  "gov",
  "govt",
  "government",
  "official",
  "officials",
  "service",
  "services",
  "portal",
  "travel",
  "travels",
  "traveler",
  "traveller",
  "card",
  "form",
  "forms",
  "center",
  "centre",
  "express",
  "fast",
  "easy",
  "quick",
  "help",
  "info",
  "hub",
  "direct",
  "web",
  "site",
  "page",
  "pro",
  "plus",
  "global",
  "world",
  "international",
  "agency",
  "team",
  "office",
  "desk",
  "secure",
  "tourist",
  "tourism",
  "business",
  "register",
  "registration",
  "check",
  "status",
  "support",
  "assist",
  "assistance",
  "guide",
  "pass",
  "digital",
  "electronic",
  "declaration",
  "free",
  "requirements",
  "fee",
  "fees",
  "doc",
  "docs",
  "document",
  "documents",
  "today",
  "here",
  "app",
  "arrival",
  "entry",
  "permit",
  "authority",
  "approval",
  "request",
  "process",
  "processing",
  "letter",
  "e",
  "i",
  "me",
  "you",
  // as chat writes "easy" (`ezvisa`)
  "ez",
  "solution",
  "solutions",
  "expert",
  "experts",
  "abroad",
  "visit",
  "website",
  "appointment",
  "embassy",
  "consulate",
  "europe",
  "schengen",
  // regions an agency names itself after (`africavisa`, `arabiavisa`), which name no single country
  "asia",
  "africa",
  "arabia",
  "gulf",
  "caribbean",
  "pacific",
  "oceania",
  "americas",
  "latam",
  // German: application, form
  "antrag",
  "formular",
  // official (French, Spanish and Portuguese, German), procedure (Spanish, Italian)
  "officiel",
  "officielle",
  "oficial",
  "offiziell",
  "tramite",
  "tramites",
  // a company's name: `vietnamvisacorp`
  "corp",
  // `wwwusvisa-mexico`: the dot after "www" left out
  "www",
];

/**
 * Letters that name the legal profession or its field wherever they stand (`lawyers`, `immigrationlaw`,
 * `visa-law`): a country and a visa word beside them name a law firm (`australia-immigration-lawyers.com`),
 * a business that advises on visas, not an imitation of the country's portal. Not "legal", which fakes
 * write as a claim (`legal-evisa`), and not immigration consultants, unlicensed ones being a known scam.
 */
export const LEGAL_PROFESSION_WORDS: readonly string[] = [
  "lawyer",
  "attorney",
  "solicitor",
  "barrister",
  "lawfirm",
  "immigrationlaw",
  "visalaw",
];

/**
 * The words the extension's declarative URL patterns pair with a country name. Those patterns match
 * letters anywhere in a host with no segmentation, so only long, unmistakable words (`eta` would match
 * `metadata`); shorter ones are left to the verdict itself.
 */
export const PATTERN_VISA_WORDS: readonly string[] = ["visa", "arrival", "immigration", "etias"];
