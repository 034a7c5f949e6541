// One hash for names and host parts alike: over the letters only (dots and hyphens skipped), so a host
// part can be compared with the portal names before any compacted string is built.

export const HASH_BASE = 0x01000193;

const DOT = 46;
const HYPHEN = 45;

/** Hash of `text[from..to)` without its dots and hyphens. */
export function hashLetters(text: string, from = 0, to = text.length): number {
  let h = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code !== DOT && code !== HYPHEN) h = (Math.imul(h, HASH_BASE) + code) | 0;
  }
  return h;
}

/** Letters of `text[from..to)`, dots and hyphens not counted. */
export function countLetters(text: string, from = 0, to = text.length): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code !== DOT && code !== HYPHEN) n++;
  }
  return n;
}

/** A one-bit-per-hash filter (mod 2^21): a clear bit proves a string is not among those added. */
export type HashBits = Uint32Array;

const BITS_MASK = (1 << 21) - 1;

export function emptyHashBits(): HashBits {
  return new Uint32Array((BITS_MASK + 1) >>> 5);
}

export function addHash(bits: HashBits, hash: number): void {
  const slot = (hash & BITS_MASK) >>> 5;
  bits[slot] = (bits[slot] as number) | (1 << (hash & 31));
}

export function mayHave(bits: HashBits, hash: number): boolean {
  return ((bits[(hash & BITS_MASK) >>> 5] as number) & (1 << (hash & 31))) !== 0;
}
