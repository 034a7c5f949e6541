// Whether a verdict from core becomes a warning, given what the user decided. Never judges a URL itself.
import { type VerificationResult, WARNING_KINDS } from "@entryguard/core";
import type { GuardSettings } from "../settings/guard-settings.ts";
import type { SessionHosts } from "../settings/session-hosts.ts";

export type WarnKind = "lookalike" | "impersonation";

/** The verdict kinds the user wants warnings for. */
export function warnedKinds(
  settings: Pick<GuardSettings, "lookalikeWarnings" | "impersonationWarnings">,
): WarnKind[] {
  const kinds: WarnKind[] = [];
  if (settings.lookalikeWarnings) kinds.push("lookalike");
  if (settings.impersonationWarnings) kinds.push("impersonation");
  return kinds;
}

/** True when `host` is one of `hosts` or a subdomain of one. */
export function hostIsCovered(host: string, hosts: readonly string[]): boolean {
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** True when core's verdict is one of the kinds to warn about. */
export function isWarnedKind(result: VerificationResult, kinds: readonly WarnKind[]): boolean {
  // Core says which kinds warn; the settings only switch some of them off.
  const kind = result.verdict.kind;
  return WARNING_KINDS.includes(kind) && (kinds as readonly string[]).includes(kind);
}

/** The full decision: a warned kind, on a host the user has not allowlisted or continued to. */
export function shouldWarn(
  result: VerificationResult,
  settings: GuardSettings,
  session: Pick<SessionHosts, "continued">,
): boolean {
  const host = result.verdict.host;
  if (host === null || !isWarnedKind(result, warnedKinds(settings))) return false;
  return !hostIsCovered(host, settings.allowlist) && !hostIsCovered(host, session.continued);
}
