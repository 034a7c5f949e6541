import type { WordList } from "./word-list.ts";

/** One piece of a segmented host body: a known word, a separator/digit boundary, or unknown letters. */
export interface Segment<T> {
  readonly start: number;
  readonly end: number;
  /** The word's value, or undefined for unknown letters. */
  readonly value: T | undefined;
  readonly boundary: boolean;
}

/** `.`, `-` and digits separate words. */
const isBoundary = (ch: string) => ch === "." || ch === "-" || (ch >= "0" && ch <= "9");

/**
 * Splits a host body (`turkishvisaonline`, `evisa-turkey.apply`) into known words with the fewest
 * unknown letters, then the fewest words, then the most `favoured` words, the longer first word on a tie
 * (dynamic programming from the right). Callers count a word only when its neighbours are known words or
 * boundaries, so `woman` holds no Oman and `metadata` no eta.
 */
export function segment<T>(
  list: WordList<T>,
  text: string,
  favoured: (value: T) => boolean = () => false,
): Segment<T>[] {
  const n = text.length;
  // best[i]: unknown letters, then pieces, then favoured words, of the best split of text[i..], and the
  // step taken at i.
  const unknown = new Int32Array(n + 1);
  const pieces = new Int32Array(n + 1);
  const favours = new Int32Array(n + 1);
  const step = new Int32Array(n);
  const found: (T | undefined)[] = new Array(n).fill(undefined);
  for (let i = n - 1; i >= 0; i--) {
    if (isBoundary(text[i] as string)) {
      unknown[i] = unknown[i + 1] as number;
      pieces[i] = (pieces[i + 1] as number) + 1;
      favours[i] = favours[i + 1] as number;
      step[i] = -1;
      continue;
    }
    let bestU = (unknown[i + 1] as number) + 1;
    let bestP = (pieces[i + 1] as number) + 1;
    let bestF = favours[i + 1] as number;
    // A word that spans a hyphen (`e-visa`, `cape-verde`) must begin a hyphenated word, or `ease-visa`
    // would hide `visa` inside `eas` + `e-visa`.
    const atTokenStart = i === 0 || isBoundary(text[i - 1] as string);
    let spans = false;
    // Longer and longer pieces from i, as long as some word begins with the piece.
    for (let j = i + 1; j <= n; j++) {
      spans ||= text[j - 1] === "-";
      const piece = text.slice(i, j);
      const value = spans && !atTokenStart ? undefined : list.words.get(piece);
      if (value !== undefined) {
        const u = unknown[j] as number;
        const p = (pieces[j] as number) + 1;
        const f = (favours[j] as number) + (favoured(value) ? 1 : 0);
        // On a tie the longer word wins: `uae|visa`, not `ua|evisa`.
        if (u < bestU || (u === bestU && (p < bestP || (p === bestP && f >= bestF)))) {
          bestU = u;
          bestP = p;
          bestF = f;
          step[i] = j - i;
          found[i] = value;
        }
      }
      if (!list.prefixes.has(piece)) break;
    }
    unknown[i] = bestU;
    pieces[i] = bestP;
    favours[i] = bestF;
  }
  const out: Segment<T>[] = [];
  for (let i = 0; i < n; ) {
    const s = step[i] as number;
    if (s === -1) {
      out.push({ start: i, end: i + 1, value: undefined, boundary: true });
      i += 1;
    } else if (s === 0) {
      // runs of unknown letters are one piece
      const last = out[out.length - 1];
      if (last && !last.boundary && last.value === undefined) {
        out[out.length - 1] = { start: last.start, end: i + 1, value: undefined, boundary: false };
      } else out.push({ start: i, end: i + 1, value: undefined, boundary: false });
      i += 1;
    } else {
      out.push({ start: i, end: i + s, value: found[i], boundary: false });
      i += s;
    }
  }
  return out;
}
