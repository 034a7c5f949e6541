// The benchmarks' clocks: a service worker's own user-timing entries, read from outside, and the time from a
// navigation to the warning page showing.
import type { BrowserContext, Page } from "@playwright/test";
import { navigate, waitForWarning } from "../e2e-browser/support/extension-pages.ts";
import type { ExtensionBrowser } from "../e2e-browser/support/launch-extension.ts";
import { currentWorker } from "../e2e-browser/support/worker-control.ts";
import { WARNING_SHOWN_MARK } from "../services/timing/marks.ts";

/**
 * When the first user-timing entry `name` of the running worker of `extensionId` ended (a mark: when it was
 * set), in ms after that worker started (its time origin).
 */
export async function workerEntryEndMs(
  context: BrowserContext,
  extensionId: string,
  name: string,
): Promise<number> {
  const worker = await currentWorker(context, extensionId);
  for (let i = 0; i < 100; i++) {
    const end = await worker.evaluate((entry) => {
      const first = performance.getEntriesByName(entry)[0];
      return first ? first.startTime + first.duration : null;
    }, name);
    if (end !== null) return end;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number.NaN;
}

/** Navigation start (in this process's clock) → the warning page's "shown" mark (in the page's clock). */
export async function warningShownAfter(page: Page, ext: ExtensionBrowser, url: string): Promise<number> {
  const startedAt = Date.now();
  await navigate(page, url);
  await waitForWarning(page, ext);
  const shownAt = await page.evaluate((name) => {
    const mark = performance.getEntriesByName(name)[0];
    return mark ? performance.timeOrigin + mark.startTime : Number.NaN;
  }, WARNING_SHOWN_MARK);
  return shownAt - startedAt;
}

/** The page's DOMContentLoaded, from the start of its navigation (redirects included). */
export function domContentLoadedMs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return nav.domContentLoadedEventStart;
  });
}

/** A benign page of the fake web, a new host for each `path` and number (no cache between visits). */
export const benchSite = (path: string, i: number): string => `https://${path}${i}.bench-site.com/`;
