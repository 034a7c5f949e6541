/// <reference path="./distance/damerau-levenshtein.d.ts" />
import damerauLevenshtein from "damerau-levenshtein";
import { distance } from "fastest-levenshtein";
import type { Detector } from "./detector.ts";
import { candidates } from "./distance/deletion-index.ts";
import { describeEdit } from "./distance/edit-description.ts";
import { type HostShape, shapeOf } from "./host/host-shape.ts";
import { lookalike } from "./targets/lookalike-detection.ts";
import { MIN_TYPO_LENGTH, portalContext, TWO_EDITS_FROM } from "./targets/portal-context.ts";
import type { PortalName } from "./targets/portal-targets.ts";

/** Which portal names a query may be compared with. */
enum Compare {
  /** The whole typed host, with a portal's whole host under the same top-level domain. */
  WholeHost = 0,
  /** The typed host without its suffix, with any name (its suffix letters may be in the body). */
  Body = 1,
  /** The typed registrable label, with a portal's body or label. */
  Label = 2,
}

/**
 * Chromium's edit-distance false positives: only trailing digits differ, or only the first letter of a
 * short name (`jumble`/`bumble`); a long compound such as `dvisagovtr` is no ordinary word.
 */
function likelyFalsePositive(typed: string, real: string): boolean {
  const firstOnly = typed.length === real.length && typed[0] !== real[0] && typed.slice(1) === real.slice(1);
  if (firstOnly && real.length < FIRST_LETTER_GUARD_BELOW) return true;
  return typed.replace(/\d+$/, "") === real.replace(/\d+$/, "");
}

const FIRST_LETTER_GUARD_BELOW = 10;

/** Edits allowed for a name: a whole host keeps its top-level domain, so one letter more may go. */
function allowed(length: number, compare: Compare): number {
  if (length >= TWO_EDITS_FROM) return 2;
  if (length >= MIN_TYPO_LENGTH) return 1;
  return compare === Compare.WholeHost && length >= MIN_TYPO_LENGTH - 1 ? 1 : 0;
}

/** Damerau–Levenshtein steps, or Infinity when above `limit`; the fast Levenshtein filters first. */
function steps(typed: string, real: string, limit: number): number {
  const plain = distance(typed, real);
  if (plain <= 1) return plain;
  // Levenshtein counts a swap of two letters as two edits; only then is Damerau's count needed.
  if (plain > limit + 1) return Number.POSITIVE_INFINITY;
  // Two Levenshtein edits are one Damerau step exactly when they are one swap of neighbours, and two
  // otherwise: answered without building the library's matrix.
  const swapped =
    plain === 2 ? (neighboursSwapped(typed, real) ? 1 : 2) : damerauLevenshtein(typed, real).steps;
  return swapped <= limit ? swapped : Number.POSITIVE_INFINITY;
}

/** Whether `b` is `a` with one pair of neighbouring letters swapped. */
function neighboursSwapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i + 1 >= a.length || a[i] !== b[i + 1] || a[i + 1] !== b[i]) return false;
  for (let j = i + 2; j < a.length; j++) if (a.charCodeAt(j) !== b.charCodeAt(j)) return false;
  return true;
}

/**
 * Typos of a portal name (omission, insertion, repetition, replacement, transposition, bit flips, vowel
 * swaps): Damerau–Levenshtein distance on the compacted host, body and registrable label, one edit for
 * names of 8+ letters and two for 14+. Candidates come from a deletion-neighbourhood index, so a
 * check costs a few integer map lookups, not a scan of every portal.
 */
export const typoDetector: Detector = {
  name: "edit-distance",
  prepare(data) {
    const context = portalContext(data);
    const found: PortalName[] = [];
    let best: PortalName | null = null;
    let bestTyped = "";
    let bestSteps = Number.POSITIVE_INFINITY;
    let bestCompare = Compare.WholeHost;
    let ambiguous = false;
    let blocked = false;
    let tld = "";
    let current: HostShape | null = null;
    const hostLetters = () => (current as HostShape).hostCompact;
    const labelLetters = () => (current as HostShape).labelCompact;

    /**
     * Compares the first `length` letters of `text` (dots and hyphens skipped) with the portal names
     * `compare` allows; the compacted string is built only when the index has candidates.
     */
    function consider(text: string, letters: () => string, length: number, compare: Compare): void {
      if (length < MIN_TYPO_LENGTH - 1) return;
      if (found.length > 0) found.length = 0;
      candidates(context.typos, text, found, length);
      if (found.length === 0) return;
      const all = letters();
      const typed = length === all.length ? all : all.slice(0, length);
      // `evisamfa.com` carries a name Armenia and Iran share: it imitates neither, and no near name.
      if (context.shared.has(typed)) blocked = true;
      for (const name of found) {
        if (name.name === typed) continue;
        if (compare === Compare.WholeHost && (name.part !== "host" || name.target.shape.tld !== tld))
          continue;
        if (compare === Compare.Label && name.part === "host") continue;
        const n = steps(typed, name.name, allowed(name.name.length, compare));
        if (n === 0 || n > bestSteps || likelyFalsePositive(typed, name.name)) continue;
        if (n < bestSteps) {
          best = name;
          bestTyped = typed;
          bestSteps = n;
          bestCompare = compare;
          ambiguous = false;
        } else if (best && compare === bestCompare && name.target.country !== best.target.country) {
          // Two countries equally near in the same comparison; a nearer whole-host match wins over a body.
          ambiguous = true;
        }
      }
    }

    return (host) => {
      const shape = shapeOf(host);
      if (shape.hostLetters < MIN_TYPO_LENGTH - 1) return null;
      if (context.guard.protects(shape)) return null;
      best = null;
      bestSteps = Number.POSITIVE_INFINITY;
      ambiguous = false;
      blocked = false;
      tld = shape.tld;
      // The body's letters are a prefix of the whole host's: one hashing pass serves both.
      current = shape;
      consider(shape.whole, hostLetters, shape.hostLetters, Compare.WholeHost);
      consider(shape.whole, hostLetters, shape.bodyLetters, Compare.Body);
      // The label ends the body: the two are equal when they have as many letters.
      if (shape.labelLetters !== shape.bodyLetters) {
        consider(shape.label, labelLetters, shape.labelLetters, Compare.Label);
      }
      const hit = best as PortalName | null;
      if (!hit || ambiguous || blocked) return null;
      return lookalike(hit.target, "edit-distance", describeEdit(bestTyped, hit.name, bestSteps));
    };
  },
};
