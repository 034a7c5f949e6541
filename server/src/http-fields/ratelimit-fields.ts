/**
 * @module
 * The `RateLimit-Policy` and `RateLimit` fields of the IETF draft "RateLimit header fields for HTTP"
 * (draft-ietf-httpapi-ratelimit-headers-09/10): one list item per policy, so a client sees the minute and the
 * day (or month) limits at once, where the older `RateLimit-Limit/Remaining/Reset` show only the binding one.
 */
import type { RateDecision } from "../limits/rate-limiter.ts";

/** A structured-field string: printable ASCII only, with `"` and `\` escaped (plan names come from config). */
export function sfString(value: string): string {
  return `"${value.replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "\\$&")}"`;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** `"keyless-minute";q=10;w=60, "keyless-day";q=100;w=86400`: each policy's quota and window in seconds. */
export function rateLimitPolicyField(decision: RateDecision): string | undefined {
  if (!decision.policies?.length) return undefined;
  return decision.policies
    .map(({ policy }) => `${sfString(policy.name)};q=${policy.limit};w=${seconds(policy.windowMs)}`)
    .join(", ");
}

/**
 * `"keyless-minute";r=9;t=60, "keyless-day";r=99;t=86400`: calls left and seconds to reset, for each policy
 * the call was counted against (a call refused by a short window is not counted against the longer ones).
 */
export function rateLimitField(decision: RateDecision): string | undefined {
  const counted = decision.policies?.flatMap(({ policy, decision: d }) => (d ? [{ policy, d }] : []));
  if (!counted?.length) return undefined;
  return counted
    .map(({ policy, d }) => `${sfString(policy.name)};r=${d.remaining};t=${seconds(d.resetMs)}`)
    .join(", ");
}
