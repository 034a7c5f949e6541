// The declarativeNetRequest rules: they act before the request is sent, so a caught site receives nothing.
import { type Snapshot, WARNING_KINDS } from "@entryguard/core";
import type { Browser } from "wxt/browser";
import { judgeUrl } from "../registry/judge-url.ts";
import type { GuardSettings } from "../settings/guard-settings.ts";
import type { SessionHosts } from "../settings/session-hosts.ts";
import { namedHosts } from "./named-hosts.ts";

type Rule = Browser.declarativeNetRequest.Rule;

/**
 * Dynamic rule ids (they persist). Every redirect names exact hosts core warns about: no pattern, so no
 * benign host is ever sent to the warning page (the in-page guard holds the rest until core answers).
 */
export const DYNAMIC_RULE = { knownHosts: 1, allowlist: 2, confusableForms: 3 } as const;
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

/**
 * Whether core's verdict on a host is one the guard stops (a redirect rule acts before core is asked, so
 * core decides): a private visa service gets a notice on its page, not the warning page.
 */
function coreWarns(host: string): boolean {
  return WARNING_KINDS.includes(judgeUrl(`https://${host}/`).verdict.kind);
}

/**
 * Hosts the registry names as not official (known unofficial sites, former portal hosts) that core warns
 * about: a host several records name (a private visa service such as ivisa.com) is information in core's
 * verdict, not a warning, and must not be detoured.
 */
export function knownBadHosts(snapshot: Snapshot): string[] {
  return [...namedHosts(snapshot)].filter(coreWarns).sort();
}

/**
 * The persistent rules: registry hosts, homoglyph forms of official hosts (lookalike warnings, `confusable`
 * from `confusableForms`), allowlist.
 */
export function dynamicRules(
  snapshot: Snapshot,
  settings: GuardSettings,
  warningBase: string,
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
