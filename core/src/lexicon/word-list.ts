/** Words with a value each, and every proper prefix of them, so a scan can stop where no word goes on. */
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
  // Longest prefix first: once one is known (as a prefix or a word), all shorter ones are too.
  for (let i = word.length - 1; i >= 1; i--) {
    const prefix = word.slice(0, i);
    if (list.prefixes.has(prefix)) break;
    list.prefixes.add(prefix);
    if (list.words.has(prefix)) break;
  }
}
