// Whether letters written right before a visa word make one of a set of ordinary words. The `e` at the seam
// may belong to either: `balanc|evisa` is balance and a visa, and `indecisione|visa` is indecision and an
// eVisa, whichever way the host was split.

/** Whether `run`, right before the visa word `visa`, is one of `words`, the seam's `e` on either side. */
export function ordinaryBeforeVisa(words: ReadonlySet<string>, run: string, visa: string): boolean {
  return (
    words.has(run) ||
    (visa.startsWith("e") && words.has(`${run}e`)) ||
    (run.endsWith("e") && words.has(run.slice(0, -1)))
  );
}
