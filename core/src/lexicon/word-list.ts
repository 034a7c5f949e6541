/**
 * Words with a value each, and the length of the longest, so a scan along a host tries each length up to
 * it. Plain strings. Keeping every prefix as well (to stop a scan as soon as no word goes on) made a woken
 * service worker build some 26 000 strings before its first visa-word verdict (4–6 ms) to save about 5 µs
 * on each host with a visa word (`npx tsx core/bench/cold-start-bench.ts`): not worth it.
 */
export interface WordList<T> {
  readonly words: Map<string, T>;
  /** The longest word's length (0 while empty). */
  longest: number;
}

export function emptyWordList<T>(): WordList<T> {
  return { words: new Map(), longest: 0 };
}

/** Adds a word; a word already present keeps its first value. */
export function addWord<T>(list: WordList<T>, word: string, value: T): void {
  if (list.words.has(word)) return;
  list.words.set(word, value);
  list.longest = Math.max(list.longest, word.length);
}
