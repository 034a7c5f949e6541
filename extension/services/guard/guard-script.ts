// The in-page guard is registered at run time so the user's decisions reach it before the page runs:
// allowlisted, continued and cleared held hosts are excluded by match pattern. Which verdict kinds warn is
// the background's decision when a held page asks.
import type { Browser } from "wxt/browser";
import { applyRegistration } from "../scripting/apply-registration.ts";
import type { GuardSettings } from "../settings/guard-settings.ts";
import type { SessionHosts } from "../settings/session-hosts.ts";
import { warnedKinds } from "./guard-decision.ts";

export const GUARD_SCRIPT_ID = "entryguard-guard";
// Unlisted scripts (entrypoints/guard*.ts): injected as they are, with nothing that speaks to the page.
const GUARD_FILE = "guard.js";

/** The files to inject; none when every warning is switched off. */
export function guardScriptFiles(settings: GuardSettings): string[] {
  return warnedKinds(settings).length === 0 ? [] : [GUARD_FILE];
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

/** Updates the registered guard in place for the current decisions. */
export function registerGuardScript(settings: GuardSettings, session: SessionHosts): Promise<void> {
  return applyRegistration(GUARD_SCRIPT_ID, guardRegistration(settings, session));
}
