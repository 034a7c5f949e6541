/** A character trie over lowercase words: a plain map of children per node. */
export interface WordTrie<T> {
  readonly next: Map<string, WordTrie<T>>;
  value: T | undefined;
}

export function emptyTrie<T>(): WordTrie<T> {
  return { next: new Map(), value: undefined };
}

/** Adds a word; a word already present keeps its first value. */
export function addWord<T>(trie: WordTrie<T>, word: string, value: T): void {
  let node = trie;
  for (const ch of word) {
    let child = node.next.get(ch);
    if (child === undefined) {
      child = emptyTrie<T>();
      node.next.set(ch, child);
    }
    node = child;
  }
  node.value ??= value;
}
