// A deletion-neighbourhood index (as in SymSpell): the portal side stores each name and its deletions up
// to two letters; a query looks up its own hash and its single-letter deletions. Candidates are then
// confirmed with a real Damerau–Levenshtein distance, so hash collisions cost nothing but a check.

import { HASH_BASE as BASE, type HashBits, hashBitsOf, mayHave } from "./letter-hash.ts";

const MAX_QUERY = 64;
const prefix = new Int32Array(MAX_QUERY + 1);
const powers = new Int32Array(MAX_QUERY + 1);
powers[0] = 1;
for (let i = 1; i <= MAX_QUERY; i++) powers[i] = Math.imul(powers[i - 1] as number, BASE);

/** B^k in 32-bit arithmetic, for names longer than the query table covers too. */
function power(k: number): number {
  if (k <= MAX_QUERY) return powers[k] as number;
  let p = powers[MAX_QUERY] as number;
  for (let i = MAX_QUERY; i < k; i++) p = Math.imul(p, BASE);
  return p;
}

/** `into[i]` = hash of the first `i` codes; `into[n]` is the hash of all of them. */
function prefixHashes(codes: Int32Array, n: number, into: Int32Array): void {
  into[0] = 0;
  for (let i = 0; i < n; i++) into[i + 1] = (Math.imul(into[i] as number, BASE) + (codes[i] as number)) | 0;
}

/** Hash of the `n` codes behind `pre` with code `k` left out, from their prefix hashes alone. */
function withoutAt(pre: Int32Array, n: number, k: number): number {
  const tail = n - 1 - k;
  const rest = ((pre[n] as number) - Math.imul(pre[k + 1] as number, power(tail))) | 0;
  return (Math.imul(pre[k] as number, power(tail)) + rest) | 0;
}

export interface DeletionIndex<T> {
  readonly buckets: Map<number, T[]>;
  /** One bit per hash: most lookups of ordinary hosts stop here, before the map. */
  readonly bits: HashBits;
}

/** Indexes values by their name and its deletions (two for names of `deepFrom` letters or more). */
export function buildDeletionIndex<T>(entries: Iterable<[string, T]>, deepFrom: number): DeletionIndex<T> {
  const buckets = new Map<number, T[]>();
  const put = (h: number, value: T) => {
    const list = buckets.get(h);
    if (!list) buckets.set(h, [value]);
    else if (!list.includes(value)) list.push(value);
  };
  // The deletions are hashed from prefix hashes rather than built as strings (a name of 20 letters has
  // 190 two-letter deletions): the same hashes, in the same order, for a fraction of the start-up time.
  for (const [name, value] of entries) {
    const n = name.length;
    const codes = new Int32Array(n);
    for (let i = 0; i < n; i++) codes[i] = name.charCodeAt(i);
    const pre = new Int32Array(n + 1);
    prefixHashes(codes, n, pre);
    put(pre[n] as number, value);
    const once = new Int32Array(Math.max(0, n - 1));
    const oncePre = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      put(withoutAt(pre, n, i), value);
      if (n < deepFrom) continue;
      once.set(codes.subarray(0, i), 0);
      once.set(codes.subarray(i + 1), i);
      prefixHashes(once, n - 1, oncePre);
      for (let j = 0; j < n - 1; j++) put(withoutAt(oncePre, n - 1, j), value);
    }
  }
  return { buckets, bits: hashBitsOf([...buckets.keys()]) };
}

/**
 * Values whose names may be within a small edit distance of the first `length` letters of `query`,
 * dots and hyphens skipped (to be confirmed by the caller). The prefix hashes of `query` are reused when
 * the next call asks about the same string, so a host's body (a prefix of the whole host's letters)
 * costs no second pass.
 */
export function candidates<T>(index: DeletionIndex<T>, query: string, into: T[], length: number): void {
  const n = length;
  if (n === 0 || n > MAX_QUERY) return;
  if (query !== hashed) {
    prefix[0] = 0;
    let letters = 0;
    for (let i = 0; i < query.length && letters < MAX_QUERY; i++) {
      const code = query.charCodeAt(i);
      if (code === 46 || code === 45) continue;
      prefix[letters + 1] = (Math.imul(prefix[letters] as number, BASE) + code) | 0;
      letters++;
    }
    hashed = query;
  }
  const whole = prefix[n] as number;
  collect(index, whole, into);
  for (let k = 0; k < n; k++) {
    // hash of query without letter k = prefix(k) * B^(n-1-k) + (hash of query[k+1..n))
    const tail = n - 1 - k;
    const rest = (whole - Math.imul(prefix[k + 1] as number, powers[tail] as number)) | 0;
    collect(index, (Math.imul(prefix[k] as number, powers[tail] as number) + rest) | 0, into);
  }
}

let hashed = "";

function collect<T>(index: DeletionIndex<T>, hash: number, into: T[]): void {
  if (!mayHave(index.bits, hash)) return;
  const list = index.buckets.get(hash);
  if (list) for (const v of list) if (!into.includes(v)) into.push(v);
}
