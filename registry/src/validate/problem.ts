/** One thing wrong with the registry, located by file and field so a maintainer can fix it. */
export interface Problem {
  readonly file: string;
  /** Dotted path inside the record, e.g. `portals.0.url`; empty for the whole file. */
  readonly field: string;
  readonly message: string;
}

export function formatProblem(p: Problem): string {
  return p.field ? `${p.file}: ${p.field}: ${p.message}` : `${p.file}: ${p.message}`;
}
