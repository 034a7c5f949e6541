// Host → value maps asked about a host and each of its parent domains (`a.b.c`, `b.c`, `c`). Most hosts
// match none: one right-to-left pass hashes every such suffix, and only a suffix whose hash is known is
// cut out of the host and looked up.

const BASE = 0x01000193;

export interface HostSuffixMap<T> {
  readonly map: ReadonlyMap<string, T>;
  /** One bit per known host's hash, about 3 % of them set (small enough to stay in cache). */
  readonly bits: Uint32Array;
  readonly mask: number;
}

function hashOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
  return h;
}

export function hostSuffixMap<T>(map: ReadonlyMap<string, T>): HostSuffixMap<T> {
  let size = 1024;
  while (size < map.size * 32) size *= 2;
  const bits = new Uint32Array(size >>> 5);
  const mask = size - 1;
  for (const host of map.keys()) {
    const h = hashOf(host) & mask;
    bits[h >>> 5] = (bits[h >>> 5] as number) | (1 << (h & 31));
  }
  return { map, bits, mask };
}

/**
 * The value of the longest of `host`, `host` without its first label, and so on, that the map holds:
 * the same answer as looking up each suffix from the longest down, without cutting them all out.
 */
export function longestSuffixValue<T>(index: HostSuffixMap<T>, host: string): T | undefined {
  const { map, bits, mask } = index;
  let found: T | undefined;
  let h = 0;
  let power = 1;
  for (let k = host.length - 1; k >= 0; k--) {
    // Horner's hash of host[k..n), built from the right: code(k)·B^(n-1-k) + hash of host[k+1..n).
    h = (Math.imul(host.charCodeAt(k), power) + h) | 0;
    power = Math.imul(power, BASE);
    if (k > 0 && host.charCodeAt(k - 1) !== 46) continue;
    const m = h & mask;
    if (((bits[m >>> 5] as number) & (1 << (m & 31))) === 0) continue;
    const value = map.get(k === 0 ? host : host.slice(k));
    if (value !== undefined) found = value;
  }
  return found;
}
