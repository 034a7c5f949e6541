// Figures from samples: quantiles, and paired differences between runs with and without the extension.

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

export const round = (x: number): number | null => (Number.isFinite(x) ? Math.round(x * 10) / 10 : null);

export interface Spread {
  readonly median: number | null;
  readonly p95: number | null;
  readonly n: number;
}

export function spread(values: readonly number[]): Spread {
  return { median: round(quantile(values, 0.5)), p95: round(quantile(values, 0.95)), n: values.length };
}

/** One A/B figure: each sample taken with and without the extension on the same page, back to back. */
export interface Paired {
  readonly with: Spread;
  readonly without: Spread;
  /** Medians and p95 of the per-pair differences (with − without), not the difference of medians. */
  readonly added: Spread;
}

export function paired(withExt: readonly number[], without: readonly number[]): Paired {
  const n = Math.min(withExt.length, without.length);
  const diffs = Array.from({ length: n }, (_, i) => (withExt[i] as number) - (without[i] as number));
  return { with: spread(withExt), without: spread(without), added: spread(diffs) };
}
