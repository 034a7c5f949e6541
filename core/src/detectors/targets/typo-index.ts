// A deletion-neighbourhood index (as in SymSpell): each portal name is stored under itself and its
// single-letter deletions, and a query looks up itself and its own. That finds every name one edit away
// and, for long names, the two-edit pairs one deletion on each side explains (a letter changed and one
// added, two neighbours swapped and one changed); each candidate is confirmed with a real
// Damerau–Levenshtein distance. Two-letter deletions of every long name would find the rest, at several
// times the cost of building the verifier.
import type { PortalName } from "./portal-targets.ts";

/** Names this long may be two edits away. */
export const TWO_EDITS_FROM = 14;
/** Shortest name compared by edit distance: a distinctive body or label, or a whole host one letter shorter. */
export const MIN_TYPO_LENGTH = 6;

export interface TypoIndex {
  /** The names indexed: the distinctive ones of six letters or more. */
  readonly names: readonly PortalName[];
  /** Each name and each of its single-letter deletions → the names stored under it. */
  readonly byKey: ReadonlyMap<string, readonly PortalName[]>;
  /** The first three letters of every key: a typed string whose own first three are not here is cut
   *  only where they change (positions 0–2), since every other cut keeps them. */
  readonly starts: ReadonlySet<string>;
}

/** How many leading letters `starts` keeps. Every key is longer (names have six letters or more). */
const START = 3;

/** `text` with each one letter left out in turn. */
export function deletions(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) out.push(text.slice(0, i) + text.slice(i + 1));
  return out;
}

/** Only distinctive names are compared: one edit from an ordinary word is another ordinary word. */
export function buildTypoIndex(names: readonly PortalName[]): TypoIndex {
  const index = new Map<string, PortalName[]>();
  const indexed: PortalName[] = [];
  const put = (key: string, name: PortalName) => {
    const list = index.get(key);
    if (!list) index.set(key, [name]);
    else if (!list.includes(name)) list.push(name);
  };
  for (const name of names) {
    if (!name.distinctive || name.name.length < MIN_TYPO_LENGTH) continue;
    indexed.push(name);
    put(name.name, name);
    for (const once of deletions(name.name)) put(once, name);
  }
  return {
    names: indexed,
    byKey: index,
    starts: new Set([...index.keys()].map((key) => key.slice(0, START))),
  };
}

/** The names a typed string may be a typo of (to be confirmed by a real distance). */
export function typoCandidates(index: TypoIndex, typed: string): PortalName[] {
  // Most typed strings share their first letters with no key: then only the first cuts can match.
  const known = index.starts.has(typed.slice(0, START));
  const positions = known ? typed.length : Math.min(START, typed.length);
  const found: PortalName[] = known ? [...(index.byKey.get(typed) ?? [])] : [];
  for (let i = 0; i < positions; i++) {
    const names = index.byKey.get(typed.slice(0, i) + typed.slice(i + 1));
    if (names) for (const name of names) if (!found.includes(name)) found.push(name);
  }
  return found;
}

/** The same candidates by looking up the typed string and every one of its deletions: the plain
 *  version `typoCandidates` must always agree with (see its differential test). */
export function everyTypoCandidate(index: TypoIndex, typed: string): PortalName[] {
  const found: PortalName[] = [];
  for (const key of [typed, ...deletions(typed)])
    for (const name of index.byKey.get(key) ?? []) if (!found.includes(name)) found.push(name);
  return found;
}
