import type { Context } from "hono";
import { rateLimitField, rateLimitPolicyField } from "../http-fields/ratelimit-fields.ts";
import type { RateDecision } from "./rate-limiter.ts";

/** Whole seconds until the binding window resets (at least 1 while a window is open). */
export function resetSeconds(decision: RateDecision): number {
  return Math.max(1, Math.ceil(decision.resetMs / 1000));
}

/**
 * One coherent set of RateLimit-* fields (the limit that binds first) and the IETF draft's per-policy
 * `RateLimit-Policy` and `RateLimit`: the same set on REST and on /mcp.
 */
export function rateLimitHeaderValues(decision: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(decision.limit),
    "RateLimit-Remaining": String(decision.remaining),
    "RateLimit-Reset": String(resetSeconds(decision)),
  };
  const policy = rateLimitPolicyField(decision);
  if (policy !== undefined) headers["RateLimit-Policy"] = policy;
  const state = rateLimitField(decision);
  if (state !== undefined) headers.RateLimit = state;
  return headers;
}

/** Sets {@link rateLimitHeaderValues} on the answer. */
export function setRateLimitHeaders(c: Context, decision: RateDecision): void {
  for (const [name, value] of Object.entries(rateLimitHeaderValues(decision))) c.header(name, value);
}
