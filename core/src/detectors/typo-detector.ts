/// <reference path="./distance/damerau-levenshtein.d.ts" />
import damerauLevenshtein from "damerau-levenshtein";
import { letters } from "../host/host-description.ts";
import { DICTIONARY_NAMES } from "../lexicon/dictionary-names.ts";
import { VISA_WORD_LETTER_SET } from "../lexicon/visa-words.ts";
import type { DetectionContext } from "./detection-context.ts";
import type { Detector } from "./detector.ts";
import { describeEdit } from "./distance/edit-description.ts";
import { editMakesOrdinaryWord } from "./distance/ordinary-word-edits.ts";
import { sharedEnds } from "./distance/shared-ends.ts";
import { editsOnlyIn, shortTail } from "./distance/short-tail-edits.ts";
import { lookalike } from "./targets/lookalike-detection.ts";
import type { PortalName } from "./targets/portal-targets.ts";
import { MIN_TYPO_LENGTH, TWO_EDITS_FROM, typoCandidates } from "./targets/typo-index.ts";

/** Which portal names a part of the typed host may be compared with. */
type Compare = "whole-host" | "body" | "label";

/**
 * Chromium's edit-distance false positives: only trailing digits differ, or only the first letter of a
 * short name (`jumble`/`bumble`).
 */
function likelyFalsePositive(typed: string, real: string): boolean {
  const firstOnly = typed.length === real.length && typed[0] !== real[0] && typed.slice(1) === real.slice(1);
  if (firstOnly && real.length < 10) return true;
  return typed.replace(/\d+$/, "") === real.replace(/\d+$/, "");
}

/** Edits allowed for a name: one from six letters, two from fourteen. */
function allowed(length: number): number {
  if (length >= TWO_EDITS_FROM) return 2;
  return length >= MIN_TYPO_LENGTH ? 1 : 0;
}

/** Where `written` has a separator, as positions in its letters (`e-arrivalcard` → 1). */
function boundaries(written: string): Set<number> {
  const out = new Set<number>();
  let at = 0;
  for (const ch of written) {
    if (ch === "." || ch === "-") out.add(at);
    else at += 1;
  }
  return out;
}

/** The portal's name as its host writes it, separators and all, when the name is one of its parts. */
function writtenName(name: PortalName): string | undefined {
  const { whole, body, label } = name.target.shape;
  return [whole, body, label].find((part) => letters(part) === name.name);
}

/**
 * Whether every edit between `typed` (the letters of `written`) and the portal `name` falls inside one
 * word that `written` sets apart and that names a country (`sg`, `uk`, `usa`, `gambia`),
 * where the portal's own host has no word, or has a word of the same length that names no country. The
 * host then says which country it means: `sg-evisa` is Singapore's code and "evisa", not a typo of
 * Angola's `smevisa`, `apply-visa-uk` asks for a British visa, not Denmark's `applyvisa.um` with `um`
 * (its foreign ministry) mistyped, and `gambia-immigration` is Gambia's, not Zambia's `zambiaimmigration`
 * (the country-and-visa detector reads them). A word the portal also sets
 * apart stays a typo when it names a country too, when the lengths differ (`ee-arrivalcard` of
 * `e-arrivalcard`), or when the host is under the portal's own suffix (`applyvisa.uk.dk`: a Danish
 * address). The letters both share at the start and at the end bound where the edits can be.
 */
function editsInCountryWord(
  written: string,
  typed: string,
  name: PortalName,
  namesCountry: (word: string) => boolean,
  underPortalSuffix: boolean,
): boolean {
  if (!written.includes("-") && !written.includes(".")) return false;
  const real = name.name;
  const { start, end } = sharedEnds(typed, real);
  const [from, to] = [start, typed.length - end];
  const own = writtenName(name);
  const portalBreaks = own === undefined ? undefined : boundaries(own);
  const shift = real.length - typed.length;
  let at = 0;
  for (const word of written.split(/[.-]/)) {
    const [wordFrom, wordTo] = [at, at + word.length];
    at = wordTo;
    if (word.length < 2 || !namesCountry(word)) continue;
    // Letters changed or added lie in the word; a letter left out lies within it, or before it at the
    // start of the host (`ao-evisa` of `laoevisa`) or after it at the end.
    const leftOut =
      (wordFrom < from && from < wordTo) ||
      (from === 0 && wordFrom === 0) ||
      (from === typed.length && wordTo === typed.length);
    const inside = from < to ? wordFrom <= from && to <= wordTo : leftOut;
    if (!inside) continue;
    // The portal's host has a word there too (or its parts are unknown): a typo of that word, unless
    // only the typed one names a country and the host is not the portal's own kind of address.
    const portalWord =
      portalBreaks === undefined ||
      ((wordFrom === 0 || portalBreaks.has(wordFrom)) &&
        (wordTo === typed.length || portalBreaks.has(wordTo + shift)));
    if (!portalWord) return true;
    return shift === 0 && !underPortalSuffix && !namesCountry(real.slice(wordFrom, wordTo));
  }
  return false;
}

/**
 * A part that is a country's code or name glued to a visa word (`saevisa`, `evisasn`, `gambiaimmigration`),
 * with the country set apart as the country-and-visa detector reads it (`sa-evisa`): an edit inside it then
 * names that country, not a slip of a portal whose name differs there (Angola's `smevisa`, Zambia's
 * `zambiaimmigration`). Any other part as it is written.
 */
function gluedCountryApart(written: string, namesCountry: (word: string) => boolean): string {
  if (written.includes(".") || written.includes("-")) return written;
  for (let length = 2; length < written.length - 1; length++) {
    const [head, rest] = [written.slice(0, length), written.slice(length)];
    if (VISA_WORD_LETTER_SET.has(rest) && namesCountry(head)) return `${head}-${rest}`;
    const [start, tail] = [written.slice(0, -length), written.slice(-length)];
    if (VISA_WORD_LETTER_SET.has(start) && namesCountry(tail)) return `${start}-${tail}`;
  }
  return written;
}

/**
 * A portal's name without the one letter it sets apart (`e-arrivalcard`, `e-albania`, `e-konsulat`): that
 * letter is what made the name its portal's. Left out, the rest is an ordinary phrase, a country's name
 * or a word (`arrivalcard.com`, `albania.com`, `konsulat.com`) that any site may bear, not a slip.
 */
function withoutLetterWord(written: string): string | undefined {
  const words = written.split(/[.-]/);
  const rest = words.filter((word) => word.length !== 1);
  return rest.length === words.length - 1 ? rest.join("") : undefined;
}

interface Best {
  name: PortalName;
  typed: string;
  steps: number;
  compare: Compare;
  ambiguous: boolean;
}

/** Compares one part of the typed host with the portal names near it: the nearest so far, or `best`. */
function compareNames(
  context: DetectionContext,
  namesCountry: (word: string) => boolean,
  best: Best | null,
  written: string,
  compare: Compare,
  tld: string,
): Best | null {
  const typed = letters(written);
  // `travel.com` is the word the Philippines' `etravel` is made of, not a slip of it; so is `consulate`.
  if (DICTIONARY_NAMES.has(typed)) return best;
  for (const name of typoCandidates(context.typos, typed)) {
    if (name.name === typed) continue;
    if (compare === "whole-host" && (name.part !== "host" || name.target.shape.tld !== tld)) continue;
    if (compare !== "whole-host" && name.part === "host") continue;
    if (compare === "label" && name.part === "body" && !name.distinctive) continue;
    const steps = damerauLevenshtein(typed, name.name).steps;
    if (steps === 0 || steps > allowed(name.name.length) || likelyFalsePositive(typed, name.name)) continue;
    // Only for a letter changed: with one added or left out the slip stays likelier (`aoevisa` is Laos'
    // `laoevisa` with its first letter lost, not Angola's code).
    const words = typed.length === name.name.length ? gluedCountryApart(written, namesCountry) : written;
    if (editsInCountryWord(words, typed, name, namesCountry, compare === "whole-host")) continue;
    // `evisa|com` is no slip of Cameroon's `evisa|cam`: the few letters beside the visa word are the name.
    const tail = shortTail(name.name);
    if (tail !== undefined && editsOnlyIn(typed, name.name, tail)) continue;
    // `fiance-visas` is no slip of `france-visas`: the edit makes another ordinary word beside the visa word.
    const own = writtenName(name);
    if (own !== undefined && editMakesOrdinaryWord(typed, name.name, own)) continue;
    if (own !== undefined && withoutLetterWord(own) === typed) continue;
    if (!best || steps < best.steps) best = { name, typed, steps, compare, ambiguous: false };
    else if (
      steps === best.steps &&
      compare === best.compare &&
      name.target.country !== best.name.target.country
    )
      // Two countries equally near in the same comparison: a nearer match elsewhere still wins.
      best.ambiguous = true;
  }
  return best;
}

/** Whether a typed string of this length can be within two edits of a name at most `longest` long. */
const inReach = (typed: string, longest: number) =>
  typed.length >= MIN_TYPO_LENGTH - 1 && typed.length <= longest + 2;

/** Whether some name of these lengths is within its allowed edits of a typed string `length` long. */
function nearLength(lengths: ReadonlySet<number> | undefined, length: number): boolean {
  if (!lengths) return false;
  for (let n = length - 2; n <= length + 2; n++)
    if (lengths.has(n) && Math.abs(n - length) <= allowed(n)) return true;
  return false;
}

/**
 * Typos of a distinctive portal name (omission, insertion, repetition, replacement, transposition):
 * Damerau–Levenshtein distance from the host's letters, body and registrable label; one edit for
 * distinctive names of six letters or more and two from fourteen. Candidates come from a
 * deletion-neighbourhood index, so a check is a few map lookups, not a scan of every portal.
 */
export const typoDetector: Detector = {
  name: "edit-distance",
  create(context) {
    // A whole host is compared only with the whole portal hosts under its own top-level domain (a few
    // names, so only when one of them is near its length), and a body or label only with bodies and
    // labels, when its length is in reach of theirs.
    const hostLengths = new Map<string, Set<number>>();
    let longestPart = 0;
    for (const name of context.typos.names) {
      const tld = name.target.shape.tld;
      if (name.part === "host")
        hostLengths.set(tld, (hostLengths.get(tld) ?? new Set()).add(name.name.length));
      else longestPart = Math.max(longestPart, name.name.length);
    }
    // A country's name or code in the lexicon, or any country's two-letter code, even one the lexicon
    // leaves out as an everyday word (`ae`, `ca`, `me`): `evisa-ae` says "the UAE" before "Romania's evisamae".
    const isoCodes = new Set(context.countries.map((c) => c.iso2.toLowerCase()));
    const namesCountry = (word: string) => {
      const kind = context.words.words.get(word)?.kind;
      return kind === "code" || kind === "country" || isoCodes.has(word);
    };
    return function typo(host) {
      if (host.wholeLetters.length < MIN_TYPO_LENGTH || context.guard(host)) return null;
      // `evisamfa.com` carries a name Armenia and Iran share: it imitates neither, and no near name.
      const { shared } = context;
      if (shared.has(host.wholeLetters) || shared.has(host.bodyLetters) || shared.has(host.labelLetters))
        return null;
      let hit: Best | null = null;
      if (nearLength(hostLengths.get(host.tld), host.wholeLetters.length))
        hit = compareNames(context, namesCountry, hit, host.whole, "whole-host", host.tld);
      if (inReach(host.bodyLetters, longestPart))
        hit = compareNames(context, namesCountry, hit, host.body, "body", host.tld);
      if (host.labelLetters !== host.bodyLetters && inReach(host.labelLetters, longestPart))
        hit = compareNames(context, namesCountry, hit, host.label, "label", host.tld);
      if (!hit || hit.ambiguous) return null;
      return lookalike(hit.name.target, "edit-distance", describeEdit(hit.typed, hit.name.name, hit.steps));
    };
  },
};
