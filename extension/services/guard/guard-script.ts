// The content-script guard is registered at run time so the user's decisions reach it before the page
// runs: allowlisted and continued hosts are excluded by match pattern, and a one-line mode script tells it
// which verdict kinds to act on. It cannot read storage synchronously, and it must decide synchronously.
import { type Browser, browser } from "wxt/browser";
import type { GuardSettings } from "../settings/guard-settings.ts";
import type { SessionHosts } from "../settings/session-hosts.ts";
import { warnedKinds } from "./guard-decision.ts";

export const GUARD_SCRIPT_ID = "entryguard-guard";
// Unlisted scripts (entrypoints/guard*.ts): injected as they are, with nothing that speaks to the page.
const GUARD_FILE = "guard.js";
const MODE_FILES = {
  lookalike: "guard-mode-lookalike.js",
  impersonation: "guard-mode-impersonation.js",
} as const;

/** The files to inject, in order; none when every warning is switched off. */
export function guardScriptFiles(settings: GuardSettings): string[] {
  const kinds = warnedKinds(settings);
  if (kinds.length === 0) return [];
  if (kinds.length === 2) return [GUARD_FILE];
  return [MODE_FILES[kinds[0] as keyof typeof MODE_FILES], GUARD_FILE];
}

/** Match patterns covering each host and its subdomains. */
export function hostPatterns(hosts: readonly string[]): string[] {
  return hosts.flatMap((h) => [`*://${h}/*`, `*://*.${h}/*`]);
}

/** The registration for the current decisions, or null when the guard should not run at all. */
export function guardRegistration(
  settings: GuardSettings,
  session: SessionHosts,
): Browser.scripting.RegisteredContentScript | null {
  const js = guardScriptFiles(settings);
  if (js.length === 0) return null;
  const excluded = [...new Set([...settings.allowlist, ...session.continued])];
  // Exact hosts only: a subdomain of a cleared host may be a lookalike (evisa.gov.tr.example.com).
  const judgedSafe = (session.judgedSafe ?? []).flatMap((h) => [`*://${h}/*`]);
  return {
    id: GUARD_SCRIPT_ID,
    js,
    matches: ["http://*/*", "https://*/*"],
    excludeMatches: [...hostPatterns(excluded), ...judgedSafe],
    runAt: "document_start",
    allFrames: false,
    persistAcrossSessions: true,
  };
}

/**
 * Updates the registered guard in place for the current decisions (unregistering first would leave a
 * moment with no guard at all).
 */
export async function registerGuardScript(settings: GuardSettings, session: SessionHosts): Promise<void> {
  const registered = await browser.scripting.getRegisteredContentScripts({ ids: [GUARD_SCRIPT_ID] });
  const registration = guardRegistration(settings, session);
  if (registration === null) {
    if (registered.length > 0) await browser.scripting.unregisterContentScripts({ ids: [GUARD_SCRIPT_ID] });
  } else if (registered.length > 0) {
    await browser.scripting.updateContentScripts([registration]);
  } else {
    await browser.scripting.registerContentScripts([registration]);
  }
}
