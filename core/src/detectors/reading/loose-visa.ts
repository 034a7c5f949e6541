// A visa word written as a word with no country beside it (`visadropbox`, `cheapevisa`, `handy|visas`):
// enough to tell a private visa service, never to accuse one.
import type { Segment } from "../../lexicon/segment.ts";
import { VISA_WORD_LETTER_SET } from "../../lexicon/visa-words.ts";
import type { Word } from "../detection-context.ts";
import { CARD_BRAND, CARD_CONTEXT, isEdge, ordinaryProgramme } from "./pieces.ts";

/**
 * An unmistakable visa word (four letters or more) written as a word: held by a known word or an edge on
 * one side with no stray letter or two left over (`visadropbox`, `cheapevisa`), or standing apart on each
 * side, where a run of five letters or more glued to it counts as a word (`handy|visas`, `evisa|prime`).
 * Enough to tell a private visa service, never to accuse one. A letter or two over is likelier an ordinary
 * word: `avisa` (a newspaper), `divisas` (currency), `televisa` (a broadcaster); and words of the card
 * around it (`cabelasclubvisa`) make it the card network. With `programmes` false, only visa words that name
 * no programme count (the `visa` of `esta.visasyst.com`, not its `esta`).
 */
export function looseVisa(
  segments: readonly Segment<Word>[],
  text: string,
  programmes = true,
): string | undefined {
  const pieces = segments.filter((p) => !p.boundary && p.value?.kind !== "visa");
  if (pieces.some((p) => CARD_CONTEXT.test(text.slice(p.start, p.end)))) return undefined;
  if (CARD_CONTEXT.test(pieces.map((p) => text.slice(p.start, p.end)).join(""))) return undefined;
  // Letters no word explains (a stray ISO code is no word here).
  let stray = 0;
  for (const p of pieces) if (p.value === undefined || p.value.kind === "code") stray += p.end - p.start;
  for (let i = 0; i < segments.length; i++) {
    const piece = segments[i] as Segment<Word>;
    if (piece.value?.kind !== "visa" || piece.value.weak || (!programmes && piece.value.programme)) continue;
    const word = text.slice(piece.start, piece.end);
    if (word.replace(/-/g, "").length < 4) continue;
    // A programme name counts when it is long and no dictionary word (`etiasconnect`); a short one hides
    // in ordinary words (`keta` in `ketamine`), a dictionary one is ordinary (`esta`).
    if (piece.value.programme && ordinaryProgramme(word, 5)) continue;
    // `visa.com.kn`: the card network's name as a whole label.
    if (CARD_BRAND.has(word) && dotOrEnd(text[piece.start - 1]) && dotOrEnd(text[piece.end])) continue;
    const [before, after] = [segments[i - 1], segments[i + 1]];
    if (borrowedE(before, word)) continue;
    const held = (stray === 0 || stray >= 3) && (knownWord(before) || knownWord(after));
    const standing =
      apartWord(before, gluedRun(text, piece.start, -1)) && apartWord(after, gluedRun(text, piece.end, 1));
    if (held || standing) return word;
  }
  return undefined;
}

/**
 * Whether the "e" that opens the visa word may as well end stray letters glued before it, leaving no visa
 * word behind: `adob|epass` is "adobe pass", `rac|epass` "race pass", `nin|etail|ed` "nine tailed" (Israel's
 * ETA-IL) and `vb|retail`, while `cheap|evisa` is a visa either way.
 */
function borrowedE(before: Segment<Word> | undefined, word: string): boolean {
  // Stray letters, as `stray` counts them: none that a word explains, or a stray ISO code (`vb|r|etail` is
  // read `v|br|etail`: Brazil's code, for "retail").
  if (knownWord(before) || !word.startsWith("e")) return false;
  return !VISA_WORD_LETTER_SET.has(word.slice(1).replace(/-/g, ""));
}

const dotOrEnd = (ch: string | undefined) => ch === undefined || ch === ".";

/** An edge or a word other than an ISO code. */
const knownWord = (p: Segment<Word> | undefined) =>
  isEdge(p) || (p?.value !== undefined && p.value.kind !== "code");

/** An edge, a word of two letters or more other than an ISO code, or a glued run of five letters. */
const apartWord = (p: Segment<Word> | undefined, glued: number) =>
  isEdge(p) || (p?.value !== undefined && p.value.kind !== "code" && p.end - p.start >= 2) || glued >= 5;

/** Letters from `at` (exclusive going left, inclusive going right) to the nearest separator or digit. */
function gluedRun(text: string, at: number, direction: -1 | 1): number {
  let n = 0;
  for (
    let i = direction < 0 ? at - 1 : at;
    i >= 0 && i < text.length && /[a-z]/.test(text[i] as string);
    i += direction
  )
    n += 1;
  return n;
}
