/**
 * How many letters two strings share at the start and, after those, at the end: every edit from `real` to
 * `typed` lies in `real[start, real.length - end)` (and `typed[start, typed.length - end)`).
 */
export function sharedEnds(typed: string, real: string): { start: number; end: number } {
  let start = 0;
  while (start < typed.length && start < real.length && typed[start] === real[start]) start++;
  let end = 0;
  while (
    end < typed.length - start &&
    end < real.length - start &&
    typed[typed.length - 1 - end] === real[real.length - 1 - end]
  )
    end++;
  return { start, end };
}
