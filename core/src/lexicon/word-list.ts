/**
 * Words with a value each, and every proper prefix of them (`e`, `ev`, `evi`, `evis` for `evisa`), so a
 * scan along a host stops as soon as no word goes on. Plain strings: a trie of maps, one per letter, held
 * 6.9 MB of heap for the segmenting lexicon's few thousand words, these 1.8 MB (measured after the first
 * visa-word verdict), and a waking service worker holds them.
 */
export interface WordList<T> {
  readonly words: Map<string, T>;
  readonly prefixes: Set<string>;
}

export function emptyWordList<T>(): WordList<T> {
  return { words: new Map(), prefixes: new Set() };
}

/** Adds a word; a word already present keeps its first value. */
export function addWord<T>(list: WordList<T>, word: string, value: T): void {
  if (list.words.has(word)) return;
  list.words.set(word, value);
  for (let end = word.length - 1; end > 0; end--) {
    const prefix = word.slice(0, end);
    // The shorter prefixes are there already when this one is.
    if (list.prefixes.has(prefix)) break;
    list.prefixes.add(prefix);
  }
}
