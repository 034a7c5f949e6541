// A deletion-neighbourhood index (as in SymSpell): the portal side stores each name and its deletions up
// to two letters; a query looks up its own hash and its single-letter deletions. Candidates are then
// confirmed with a real Damerau–Levenshtein distance, so hash collisions cost nothing but a check.

import { HASH_BASE as BASE, type HashBits, hashBitsOf, mayHave } from "./letter-hash.ts";

const MAX_QUERY = 64;
const prefix = new Int32Array(MAX_QUERY + 1);
const powers = new Int32Array(MAX_QUERY + 1);
powers[0] = 1;
for (let i = 1; i <= MAX_QUERY; i++) powers[i] = Math.imul(powers[i - 1] as number, BASE);

function hashOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
  return h;
}

function deletions(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) out.push(text.slice(0, i) + text.slice(i + 1));
  return out;
}

export interface DeletionIndex<T> {
  readonly buckets: Map<number, T[]>;
  /** One bit per hash: most lookups of ordinary hosts stop here, before the map. */
  readonly bits: HashBits;
}

/** Indexes values by their name and its deletions (two for names of `deepFrom` letters or more). */
export function buildDeletionIndex<T>(entries: Iterable<[string, T]>, deepFrom: number): DeletionIndex<T> {
  const buckets = new Map<number, T[]>();
  const put = (key: string, value: T) => {
    const h = hashOf(key);
    const list = buckets.get(h);
    if (!list) buckets.set(h, [value]);
    else if (!list.includes(value)) list.push(value);
  };
  for (const [name, value] of entries) {
    put(name, value);
    for (const once of deletions(name)) {
      put(once, value);
      if (name.length >= deepFrom) for (const twice of deletions(once)) put(twice, value);
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
