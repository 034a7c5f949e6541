/**
 * A character trie over lowercase words. Words are added to a map per node; segmentation walks a
 * compact copy (each node's children as a short run of character/child pairs; the root's, and those of
 * nodes with many children, also as a table),
 * about 250 KB for the 3,500 country and visa words, where a table per node took 16 MB and missed the
 * processor's cache on nearly every step.
 */
export interface WordTrie<T> {
  /** Node → character code → child node (node 0 is the root, so 0 also means "no child"). */
  readonly children: Map<number, number>[];
  readonly values: (T | undefined)[];
  compact: CompactTrie | null;
}

export interface CompactTrie {
  /** The root's child per ASCII code. */
  readonly root: Int32Array;
  /** Node n's children are edges first[n] .. first[n + 1] - 1. */
  readonly first: Int32Array;
  readonly chars: Uint16Array;
  readonly targets: Int32Array;
  /** Nodes with many children (near the root) also get a row of `dense`: -1 for the others. */
  readonly denseRow: Int32Array;
  /** Child per column (`a`–`z` → 1–26, `-` → 27), `DENSE_COLUMNS` per row. */
  readonly dense: Int32Array;
}

const DENSE_FROM = 6;
const DENSE_COLUMNS = 28;

/** The dense column of a character code, or -1 for characters only the edge runs hold. */
function denseColumn(code: number): number {
  if (code >= 97 && code <= 122) return code - 96;
  return code === 45 ? 27 : -1;
}

export function emptyTrie<T>(): WordTrie<T> {
  return { children: [new Map()], values: [undefined], compact: null };
}

/** Adds a word; a word already present keeps its first value. */
export function addWord<T>(trie: WordTrie<T>, word: string, value: T): void {
  let node = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    const edges = trie.children[node] as Map<number, number>;
    let child = edges.get(code);
    if (child === undefined) {
      child = trie.children.length;
      trie.children.push(new Map());
      trie.values.push(undefined);
      edges.set(code, child);
    }
    node = child;
  }
  if (trie.values[node] === undefined) trie.values[node] = value;
  trie.compact = null;
}

/** The compact form of the trie, built on first use after words were added. */
export function compactTrie<T>(trie: WordTrie<T>): CompactTrie {
  if (trie.compact) return trie.compact;
  const nodes = trie.children.length;
  let edges = 0;
  for (const map of trie.children) edges += map.size;
  const root = new Int32Array(128);
  const first = new Int32Array(nodes + 1);
  const chars = new Uint16Array(edges);
  const targets = new Int32Array(edges);
  let e = 0;
  for (let n = 0; n < nodes; n++) {
    first[n] = e;
    for (const [code, child] of trie.children[n] as Map<number, number>) {
      chars[e] = code;
      targets[e] = child;
      e++;
      if (n === 0 && code < 128) root[code] = child;
    }
  }
  first[nodes] = e;
  const denseRow = new Int32Array(nodes).fill(-1);
  let rows = 0;
  for (let n = 1; n < nodes; n++) if ((trie.children[n] as Map<number, number>).size >= DENSE_FROM) rows++;
  const dense = new Int32Array(rows * DENSE_COLUMNS);
  let row = 0;
  for (let n = 1; n < nodes; n++) {
    const map = trie.children[n] as Map<number, number>;
    if (map.size < DENSE_FROM) continue;
    denseRow[n] = row;
    for (const [code, child] of map) {
      const column = denseColumn(code);
      if (column >= 0) dense[row * DENSE_COLUMNS + column] = child;
    }
    row++;
  }
  trie.compact = { root, first, chars, targets, denseRow, dense };
  return trie.compact;
}

/** The child of `node` for character code `code`, or 0 when there is none. */
export function childOf(trie: CompactTrie, node: number, code: number): number {
  if (node === 0 && code < 128) return trie.root[code] as number;
  const row = trie.denseRow[node] as number;
  if (row >= 0) {
    const column = denseColumn(code);
    if (column >= 0) return trie.dense[row * DENSE_COLUMNS + column] as number;
  }
  const end = trie.first[node + 1] as number;
  for (let e = trie.first[node] as number; e < end; e++) {
    if (trie.chars[e] === code) return trie.targets[e] as number;
  }
  return 0;
}
