import type { WordList } from "./word-list.ts";

/** One piece of a segmented host body: a known word, a separator/digit boundary, or unknown letters. */
export interface Segment<T> {
  readonly start: number;
  readonly end: number;
  /** The word's value, or undefined for unknown letters. */
  readonly value: T | undefined;
  readonly boundary: boolean;
}

/**
 * What a split costs: each unknown letter 2, each known word of one or two letters 1. A short word still
 * beats the letters it covers (`us|visa`, `evisa|tr`), but a run of them no longer beats a real word with a
 * letter or two left over: `china|work|visa`, not `ch|in|aw|ork|visa` (Switzerland, "in", Aruba).
 */
const UNKNOWN_LETTER = 2;
const SHORT_WORD = 1;

/** `.`, `-` and digits separate words. */
const isBoundary = (ch: string) => ch === "." || ch === "-" || (ch >= "0" && ch <= "9");

/**
 * Splits a host body (`turkishvisaonline`, `evisa-turkey.apply`) into known words at the least cost
 * (unknown letters and short words, above), then the fewest words, then the most `favoured` words, the
 * longer first word on a tie (dynamic programming from the right). Callers count a word only when its neighbours are known words or
 * boundaries, so `woman` holds no Oman and `metadata` no eta.
 */
export function segment<T>(
  list: WordList<T>,
  text: string,
  favoured: (value: T) => boolean = () => false,
): Segment<T>[] {
  const n = text.length;
  // best[i]: cost, then pieces, then favoured words, of the best split of text[i..], and the step taken at i.
  const cost = new Int32Array(n + 1);
  const pieces = new Int32Array(n + 1);
  const favours = new Int32Array(n + 1);
  const step = new Int32Array(n);
  const found: (T | undefined)[] = new Array(n).fill(undefined);
  for (let i = n - 1; i >= 0; i--) {
    if (isBoundary(text[i] as string)) {
      cost[i] = cost[i + 1] as number;
      pieces[i] = (pieces[i + 1] as number) + 1;
      favours[i] = favours[i + 1] as number;
      step[i] = -1;
      continue;
    }
    let bestC = (cost[i + 1] as number) + UNKNOWN_LETTER;
    let bestP = (pieces[i + 1] as number) + 1;
    let bestF = favours[i + 1] as number;
    // A word that spans a hyphen (`e-visa`, `cape-verde`) must begin a hyphenated word, or `ease-visa`
    // would hide `visa` inside `eas` + `e-visa`.
    const atTokenStart = i === 0 || isBoundary(text[i - 1] as string);
    let spans = false;
    // Longer and longer pieces from i, up to the longest word.
    for (let j = i + 1; j <= Math.min(n, i + list.longest); j++) {
      spans ||= text[j - 1] === "-";
      const piece = text.slice(i, j);
      const value = spans && !atTokenStart ? undefined : list.words.get(piece);
      if (value !== undefined) {
        const c = (cost[j] as number) + (j - i <= 2 ? SHORT_WORD : 0);
        const p = (pieces[j] as number) + 1;
        const f = (favours[j] as number) + (favoured(value) ? 1 : 0);
        // On a tie the longer word wins: `uae|visa`, not `ua|evisa`.
        if (c < bestC || (c === bestC && (p < bestP || (p === bestP && f >= bestF)))) {
          bestC = c;
          bestP = p;
          bestF = f;
          step[i] = j - i;
          found[i] = value;
        }
      }
    }
    cost[i] = bestC;
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
