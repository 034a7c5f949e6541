/**
 * Words with a value each, kept twice: by whole word for lookups, and letter by letter (a trie of plain
 * maps) so a scan along a host walks one letter at a time and stops where no word goes on.
 */
export interface WordList<T> {
  readonly words: Map<string, T>;
  readonly root: WordNode<T>;
}

/** The words that begin with the letters walked so far: `value` if those letters are a word themselves. */
export interface WordNode<T> {
  value: T | undefined;
  readonly next: Map<string, WordNode<T>>;
}

export function emptyWordList<T>(): WordList<T> {
  return { words: new Map(), root: { value: undefined, next: new Map() } };
}

/** Adds a word; a word already present keeps its first value. */
export function addWord<T>(list: WordList<T>, word: string, value: T): void {
  if (list.words.has(word)) return;
  list.words.set(word, value);
  let node = list.root;
  // By UTF-16 unit, as `segment` reads a host.
  for (let i = 0; i < word.length; i++) {
    const letter = word[i] as string;
    let child = node.next.get(letter);
    if (!child) {
      child = { value: undefined, next: new Map() };
      node.next.set(letter, child);
    }
    node = child;
  }
  node.value = value;
}
