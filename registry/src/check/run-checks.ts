import type { PortalCheck } from "../checks/checks-file.ts";
import { type CheckOptions, checkPortal } from "./check-portal.ts";
import type { CheckTarget } from "./check-target.ts";

export interface RunOptions extends CheckOptions {
  /** How many portals are checked at once (be gentle with government servers). */
  readonly concurrency?: number;
  /** Called once per portal as its result arrives. */
  readonly onResult?: (result: PortalCheck, done: number, total: number) => void;
}

export const DEFAULT_CONCURRENCY = 8;

/**
 * Checks every target with at most `concurrency` requests in flight. A portal listed by several records
 * (ETIAS, ESTA for Guam) is fetched once and its result given to each of them.
 */
export async function runChecks(
  targets: readonly CheckTarget[],
  options: RunOptions = {},
): Promise<PortalCheck[]> {
  const groups = new Map<string, CheckTarget[]>();
  for (const t of targets) {
    const key = `${t.url} ${[...t.hosts].sort().join(",")}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const jobs = [...groups.values()];
  const results: PortalCheck[] = [];
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job !== undefined; job = jobs[next++]) {
      const [first, ...others] = job as [CheckTarget, ...CheckTarget[]];
      const result = await checkPortal(first, options);
      for (const t of [first, ...others]) {
        const own = { ...result, country: t.country };
        results.push(own);
        options.onResult?.(own, results.length, targets.length);
      }
    }
  };
  const concurrency = Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, jobs.length));
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results.sort((a, b) => a.country.localeCompare(b.country) || a.url.localeCompare(b.url));
}
