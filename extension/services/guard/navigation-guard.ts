// The code fallback: judges each top-level navigation as it starts, for what no DNR rule could match.
import { browser } from "wxt/browser";
import { judgeUrl } from "../registry/judge-url.ts";
import { readSettings } from "../settings/guard-settings.ts";
import { readSessionHosts, rememberHost } from "../settings/session-hosts.ts";
import { VERDICT_MEASURE } from "../timing/marks.ts";
import { applySessionRules } from "./apply-guard-state.ts";
import { shouldWarn } from "./guard-decision.ts";
import { warningPageUrl } from "./warning-page-url.ts";

const MAX_MEASURES = 500;

function recordVerdictTime(started: number): void {
  // The service worker's own timeline, which no web page can read; bounded so it never grows for long.
  if (performance.getEntriesByName(VERDICT_MEASURE).length >= MAX_MEASURES)
    performance.clearMeasures(VERDICT_MEASURE);
  performance.measure(VERDICT_MEASURE, { start: started });
}

export interface NavigationStart {
  readonly tabId: number;
  readonly frameId: number;
  readonly url: string;
  /** Chrome only: "prerender" while the omnibox or a page speculatively loads a URL nobody opened yet. */
  readonly documentLifecycle?: string;
}

// URLs this worker is sending to the warning page right now: a held page of the same URL then waits for
// that navigation instead of starting a second one (which would restart the warning page's load).
const sending = new Set<string>();

/** True once for a URL the background is already sending to the warning page. */
export function alreadySending(url: string): boolean {
  return sending.delete(url);
}

/**
 * Sends the tab to the warning page and installs a session rule for the host, so every later navigation
 * to it is redirected before a request is sent.
 */
export async function catchNavigation(tabId: number, url: string, host: string): Promise<void> {
  sending.add(url);
  setTimeout(() => sending.delete(url), 10_000);
  await Promise.all([
    browser.tabs.update(tabId, { url: warningPageUrl(url) }),
    rememberHost("caught", host).then(applySessionRules),
  ]);
}

/** Judges a navigation with core and catches it when the user wants a warning; true when caught. */
export async function guardNavigation(nav: NavigationStart): Promise<boolean> {
  if (nav.frameId !== 0 || !/^https?:/i.test(nav.url)) return false;
  // A prerender is not the tab's navigation: sending the tab away would warn about a page nobody opened.
  // If it is activated, DNR rules and the content-script guard still judge it.
  if (nav.documentLifecycle === "prerender") return false;
  const started = performance.now();
  const result = judgeUrl(nav.url);
  recordVerdictTime(started);
  const kind = result.verdict.kind;
  // Core clears this host: nothing to store (the in-page guard leaves it alone, or asks when it holds it).
  if (kind !== "lookalike" && kind !== "impersonation") return false;
  const [settings, session] = await Promise.all([readSettings(), readSessionHosts()]);
  if (!shouldWarn(result, settings, session) || result.verdict.host === null) return false;
  await catchNavigation(nav.tabId, nav.url, result.verdict.host);
  return true;
}
