// Weak programme names (three letters, or ordinary words: AVE, FMM, Diversity Visa) say little alone; these
// are the two readings where, without another visa word, they still name their country.
import { letters } from "../../host/host-description.ts";
import { domainForms } from "../../lexicon/country-words.ts";
import { PLAIN_VISA_WORDS } from "../../lexicon/visa-words.ts";
import type { SnapshotCountry } from "../../snapshot/snapshot-schema.ts";
import type { DetectionContext, Word } from "../detection-context.ts";
import type { Reading } from "../reading/reading.ts";

/** Whether `word` is one of the country's names, aliases or demonyms as a domain writes it. */
function claims(country: SnapshotCountry, word: string): boolean {
  const names = [country.country, ...country.aliases, ...country.names, ...country.demonyms];
  return names.some((name) => domainForms(name).some((form) => letters(form) === word));
}

/**
 * The country among `runners` (ids of the countries that run a weak programme) that a word names: a
 * country word or code of one of them, or a word several countries claim (`dominican`) that one of them
 * alone claims.
 */
export function runnerNamed(
  context: DetectionContext,
  runners: readonly string[],
  word: string,
  value: Word | undefined,
): SnapshotCountry | undefined {
  if (value?.kind === "country" || value?.kind === "code")
    return runners.includes(value.country.id) ? value.country : undefined;
  if (value?.kind !== "shared-name") return undefined;
  const claimants = context.countries.filter((c) => runners.includes(c.id) && claims(c, letters(word)));
  return claimants.length === 1 ? claimants[0] : undefined;
}

/**
 * Words of a site where one applies, not of a guide or a business (`guide`, `hotel`, `info` are not among
 * them): beside a weak programme and its country they add nothing (`mexico-fmm-online`, `apply-canada-ave`,
 * `thailand-arrival-card`, `indonesia-arrival-gov`).
 */
const APPLYING_WORDS: ReadonlySet<string> = new Set([
  "online",
  "apply",
  "application",
  "gov",
  "govt",
  "government",
  "official",
  "portal",
  "form",
  "forms",
  "card",
  "register",
  "registration",
  "digital",
  "electronic",
  "declaration",
]);

/**
 * A host of two words side by side, and nothing else but words of applying written apart: a weak programme
 * name and the name or code of a country that runs it (`canada-ave`, `avecanada`, `mx-fmm`,
 * `mexico-fmm-online`). The two agree, so together they name that country, where either alone says little
 * (AVE is also an avenue, and Argentina's authorisation). A word several countries claim names the one of
 * them that runs the programme: `eticket-dominican` is the Dominican Republic's e-Ticket, though Dominica's
 * people are Dominicans too. A bare "arrival" is read so too, run by the countries with an arrival card
 * (`thailand-arrival`; `japan-arrival-hotel` and `japan-arrival-guide` have a word of another kind). A word
 * of applying glued on (`argentinaaveofficial`) may end another word, so there it counts as a word.
 */
export function weakBesideItsCountry(
  context: DetectionContext,
  reading: Reading,
  body: string,
): { country: SnapshotCountry; words: string[] } | undefined {
  const apart = new Set(body.split(/[.-]/).filter((token) => APPLYING_WORDS.has(token)));
  // A `www-` that opens the host is its address's habit, no word (`www-mexico-fmm`).
  const www = body.startsWith("www-") ? reading.pieces[0] : undefined;
  const pieces = reading.pieces.filter(
    (p) => p !== www && !(p.value?.kind === "filler" && apart.has(p.word)),
  );
  const [first, second] = pieces;
  if (pieces.length !== 2 || !first || !second) return undefined;
  // Side by side in the host: `fmm-online-mexico` keeps them apart.
  if (reading.pieces.indexOf(second) !== reading.pieces.indexOf(first) + 1) return undefined;
  // The context's map holds every weak programme word, and "arrival" (detection-context.ts).
  const weak = pieces.find((p) => context.weakProgrammes.has(p.word));
  if (!weak) return undefined;
  const runners = context.weakProgrammes.get(weak.word) ?? [];
  for (const { word, value } of pieces) {
    const country = runnerNamed(context, runners, word, value);
    if (country) return { country, words: [word, weak.word] };
  }
  return undefined;
}

/**
 * A host that is nothing but a weak programme name of several words, one of them a visa word, spelled out
 * whole (`diversity-visa.com`, `visawaiverprogram.org`), alone or among filler words (`apply-diversity-visa`,
 * `visa-waiver-program-online`): ordinary words, but together only that programme.
 */
export function wholeWeakName(reading: Reading): { country: SnapshotCountry; word: string } | undefined {
  const named = reading.pieces.filter((p) => p.value?.kind !== "filler");
  const [only] = named;
  if (reading.unknown > 0 || named.length !== 1 || only?.value?.kind !== "visa" || !only.value.weak)
    return undefined;
  const { country } = only.value;
  const name = letters(only.word);
  const holdsVisaWord = PLAIN_VISA_WORDS.some((v) => v !== name && name.includes(v));
  return country && holdsVisaWord ? { country, word: only.word } : undefined;
}
