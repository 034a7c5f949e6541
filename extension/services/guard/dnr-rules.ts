// The declarativeNetRequest rules: they act before the request is sent, so a caught site receives nothing.
import type { Snapshot } from "@entryguard/core";
import type { Browser } from "wxt/browser";
import type { GuardSettings } from "../settings/guard-settings.ts";
import type { SessionHosts } from "../settings/session-hosts.ts";
import { countryPatterns } from "./country-patterns.ts";

type Rule = Browser.declarativeNetRequest.Rule;

/** Dynamic rule ids (they persist); country pattern rules take ids from PATTERNS_FROM. */
export const DYNAMIC_RULE = { knownHosts: 1, allowlist: 2, confusableForms: 3, PATTERNS_FROM: 100 } as const;
/** Session rule ids (dropped when the browser closes). */
export const SESSION_RULE = { caught: 1, letThrough: 2 } as const;

const REDIRECT_PRIORITY = 1;
// A user's own decision beats every redirect.
const ALLOW_PRIORITY = 10;
const MAIN_FRAME: Rule["condition"]["resourceTypes"] = ["main_frame"];

function redirectTo(warningBase: string): Rule["action"] {
  // `\0` is the whole matched URL (or its matched start; DNR keeps the rest), so the page gets it after `#`.
  return { type: "redirect", redirect: { regexSubstitution: `${warningBase}#\\0` } };
}

/** Redirects top-level navigations to any of `hosts` (and their subdomains) to the warning page. */
export function hostRedirectRule(id: number, hosts: readonly string[], warningBase: string): Rule {
  return {
    id,
    priority: REDIRECT_PRIORITY,
    action: redirectTo(warningBase),
    condition: { regexFilter: "^.+$", requestDomains: [...hosts], resourceTypes: MAIN_FRAME },
  };
}

/** Lets top-level navigations to `hosts` through whatever redirect would match. */
export function allowRule(id: number, hosts: readonly string[]): Rule {
  return {
    id,
    priority: ALLOW_PRIORITY,
    action: { type: "allow" },
    condition: { requestDomains: [...hosts], resourceTypes: MAIN_FRAME },
  };
}

/** Hosts the registry itself names as not official: known unofficial sites and former portal hosts. */
export function knownBadHosts(snapshot: Snapshot): string[] {
  const hosts = new Set<string>();
  for (const country of snapshot.countries) {
    for (const k of country.known_unofficial) hosts.add(k.host);
    for (const f of country.former_hosts) hosts.add(f.host);
  }
  return [...hosts].sort();
}

/** Chrome allows 1000 regex rules across dynamic and session rules; the session needs one. */
export const MAX_PATTERN_RULES = 990;

/** Every country pattern in the registry, most specific country first (the registry's order). */
export function allCountryPatterns(snapshot: Snapshot): string[] {
  return snapshot.countries.flatMap(countryPatterns);
}

/**
 * The persistent rules: registry hosts, homoglyph forms of official hosts (lookalike warnings), country
 * patterns (impersonation warnings), allowlist. `patterns` are the country patterns the browser accepted
 * (see `allCountryPatterns`); `confusable` the forms from `confusableForms`.
 */
export function dynamicRules(
  snapshot: Snapshot,
  settings: GuardSettings,
  warningBase: string,
  patterns: readonly string[] = allCountryPatterns(snapshot),
  confusable: readonly string[] = [],
): Rule[] {
  const rules: Rule[] = [];
  const anyWarnings = settings.lookalikeWarnings || settings.impersonationWarnings;
  const known = knownBadHosts(snapshot);
  if (anyWarnings && known.length > 0)
    rules.push(hostRedirectRule(DYNAMIC_RULE.knownHosts, known, warningBase));
  if (settings.allowlist.length > 0) rules.push(allowRule(DYNAMIC_RULE.allowlist, settings.allowlist));
  if (settings.lookalikeWarnings && confusable.length > 0) {
    rules.push(hostRedirectRule(DYNAMIC_RULE.confusableForms, confusable, warningBase));
  }
  if (settings.impersonationWarnings) {
    patterns.slice(0, MAX_PATTERN_RULES).forEach((regexFilter, i) => {
      rules.push({
        id: DYNAMIC_RULE.PATTERNS_FROM + i,
        priority: REDIRECT_PRIORITY,
        action: redirectTo(warningBase),
        // Matched to the end: Firefox puts only the matched part in `\0` (Chromium keeps the rest), and
        // a cut-off URL on the warning page would be judged and opened as a different host.
        condition: {
          regexFilter: `${regexFilter}.*`,
          isUrlFilterCaseSensitive: true,
          resourceTypes: MAIN_FRAME,
        },
      });
    });
  }
  return rules;
}

/** The session rules: hosts caught by code this session, and hosts continued to or cleared by core. */
export function sessionRules(session: SessionHosts, warningBase: string): Rule[] {
  const rules: Rule[] = [];
  if (session.caught.length > 0)
    rules.push(hostRedirectRule(SESSION_RULE.caught, session.caught, warningBase));
  const through = [...new Set([...session.continued, ...session.cleared])];
  if (through.length > 0) rules.push(allowRule(SESSION_RULE.letThrough, through));
  return rules;
}
