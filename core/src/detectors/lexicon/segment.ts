import { childOf, compactTrie, type WordTrie } from "./word-trie.ts";

/** One piece of a segmented host body: a known word, a separator/digit boundary, or unknown letters. */
export interface Segment<T> {
  readonly start: number;
  readonly end: number;
  /** The word's value, or undefined for unknown letters. */
  readonly value: T | undefined;
  readonly boundary: boolean;
}

// Reused between calls: a verdict is synchronous and a host is at most 253 characters.
let unknown = new Int32Array(256);
let pieces = new Int32Array(256);
let step = new Int32Array(256);
// The trie node of the best word starting at i, so the pieces need no second walk.
let ends = new Int32Array(256);
// The text's character codes, read once: the walks below read each of them several times.
let codes = new Uint16Array(256);
function grow(size: number): void {
  unknown = new Int32Array(size);
  pieces = new Int32Array(size);
  step = new Int32Array(size);
  ends = new Int32Array(size);
  codes = new Uint16Array(size);
}

const DOT = 46;
const HYPHEN = 45;
/** `.`, `-` and digits separate words. */
const isBoundary = (code: number) => code === DOT || code === HYPHEN || (code >= 48 && code <= 57);

/**
 * Splits a host body (`turkishvisaonline`, `evisa-turkey.apply`) into known words with the fewest
 * unknown letters, then the fewest words. A word counts only when both its neighbours are known words
 * or boundaries (see `anchored`), so `woman` holds no Oman and `metadata` no eta.
 */
export function segment<T>(trie: WordTrie<T>, text: string): Segment<T>[] {
  const n = text.length;
  if (n + 1 > unknown.length) grow(n + 1);
  const words = compactTrie(trie);
  for (let i = 0; i < n; i++) codes[i] = text.charCodeAt(i);
  // unknown[i], pieces[i]: unknown letters, then pieces, of the best split of text[i..]
  unknown[n] = 0;
  pieces[n] = 0;
  for (let i = n - 1; i >= 0; i--) {
    if (isBoundary(codes[i] as number)) {
      unknown[i] = unknown[i + 1] as number;
      pieces[i] = (pieces[i + 1] as number) + 1;
      step[i] = -1;
      continue;
    }
    let bestU = (unknown[i + 1] as number) + 1;
    let bestP = (pieces[i + 1] as number) + 1;
    let bestStep = 0;
    let bestNode = 0;
    let node = 0;
    // A word that spans a hyphen (`e-visa`, `cape-verde`) must begin a hyphenated word, or `ease-visa`
    // would hide `visa` inside `eas` + `e-visa`.
    const atTokenStart = i === 0 || isBoundary(codes[i - 1] as number);
    let spans = false;
    for (let j = i; j < n; j++) {
      const code = codes[j] as number;
      spans ||= code === HYPHEN;
      node = childOf(words, node, code);
      if (node === 0) break;
      if (trie.values[node] === undefined || (spans && !atTokenStart)) continue;
      const u = unknown[j + 1] as number;
      const p = (pieces[j + 1] as number) + 1;
      if (u < bestU || (u === bestU && p < bestP)) {
        bestU = u;
        bestP = p;
        bestStep = j + 1 - i;
        bestNode = node;
      }
    }
    unknown[i] = bestU;
    pieces[i] = bestP;
    step[i] = bestStep;
    ends[i] = bestNode;
  }
  const out: Segment<T>[] = [];
  let i = 0;
  while (i < n) {
    const s = step[i] as number;
    if (s === -1) {
      out.push({ start: i, end: i + 1, value: undefined, boundary: true });
      i += 1;
    } else if (s === 0) {
      // merge runs of unknown letters into one piece
      const last = out[out.length - 1];
      if (last && !last.boundary && last.value === undefined) {
        out[out.length - 1] = { start: last.start, end: i + 1, value: undefined, boundary: false };
      } else out.push({ start: i, end: i + 1, value: undefined, boundary: false });
      i += 1;
    } else {
      out.push({ start: i, end: i + s, value: trie.values[ends[i] as number], boundary: false });
      i += s;
    }
  }
  return out;
}

/** Whether the word at `index` sits between known words or boundaries on both sides. */
export function anchored<T>(segments: readonly Segment<T>[], index: number): boolean {
  return isKnown(segments[index - 1]) && isKnown(segments[index + 1]);
}

function isKnown<T>(piece: Segment<T> | undefined): boolean {
  return piece === undefined || piece.boundary || piece.value !== undefined;
}
