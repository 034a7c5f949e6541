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

/**
 * A one-bit-per-hash filter: a clear bit proves a string is not among those added. Sized to the hashes
 * it holds (about 3 % of bits set), so that it stays in the processor's cache: a filter of millions of
 * bits costs a cache miss per probe, which is most of what it was meant to save.
 */
export type HashBits = Uint32Array;

/** A filter holding `hashes`. */
export function hashBitsOf(hashes: readonly number[]): HashBits {
  let size = 1024;
  while (size < hashes.length * 32) size *= 2;
  const bits = new Uint32Array(size >>> 5);
  const mask = size - 1;
  for (const hash of hashes) {
    const slot = (hash & mask) >>> 5;
    bits[slot] = (bits[slot] as number) | (1 << (hash & 31));
  }
  return bits;
}

export function mayHave(bits: HashBits, hash: number): boolean {
  const masked = hash & ((bits.length << 5) - 1);
  return ((bits[masked >>> 5] as number) & (1 << (masked & 31))) !== 0;
}
