// Lookups of a host and each of its parent domains (`a.b.c`, `b.c`, `c`): how official portals, partners
// and listed hosts match, never by substring.

/**
 * The value of the longest of `host`, `host` without its first label, and so on, that `map` holds.
 * A host has a handful of labels: a map lookup for each is the whole cost.
 */
export function longestSuffixValue<T>(map: ReadonlyMap<string, T>, host: string): T | undefined {
  for (let from = 0; from >= 0; ) {
    const value = map.get(from === 0 ? host : host.slice(from));
    if (value !== undefined) return value;
    const dot = host.indexOf(".", from);
    from = dot < 0 ? -1 : dot + 1;
  }
  return undefined;
}
