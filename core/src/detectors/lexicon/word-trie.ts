/**
 * A character trie over lowercase words, stored flat: node `n`'s child for ASCII code `c` is
 * `next[n * 128 + c]` (0: none, since the root is no one's child). Segmentation walks it once per
 * letter of every host body with a visa stem, so a typed-array step beats a Map lookup per letter.
 */
export interface WordTrie<T> {
  next: Int32Array;
  /** Children for characters outside ASCII (rare in words), keyed `node:code`. */
  readonly wide: Map<string, number>;
  readonly values: (T | undefined)[];
}

const ASCII = 128;

export function emptyTrie<T>(): WordTrie<T> {
  return { next: new Int32Array(ASCII * 64), wide: new Map(), values: [undefined] };
}

/** The child of `node` for character code `code`, or 0 when there is none. */
export function childOf<T>(trie: WordTrie<T>, node: number, code: number): number {
  if (code < ASCII) return trie.next[node * ASCII + code] as number;
  return trie.wide.get(`${node}:${code}`) ?? 0;
}

function addChild<T>(trie: WordTrie<T>, node: number, code: number): number {
  const child = trie.values.length;
  trie.values.push(undefined);
  if (code >= ASCII) {
    trie.wide.set(`${node}:${code}`, child);
    return child;
  }
  if ((child + 1) * ASCII > trie.next.length) {
    const grown = new Int32Array(trie.next.length * 2);
    grown.set(trie.next);
    trie.next = grown;
  }
  trie.next[node * ASCII + code] = child;
  return child;
}

/** Adds a word; a word already present keeps its first value. */
export function addWord<T>(trie: WordTrie<T>, word: string, value: T): void {
  let node = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    node = childOf(trie, node, code) || addChild(trie, node, code);
  }
  if (trie.values[node] === undefined) trie.values[node] = value;
}
