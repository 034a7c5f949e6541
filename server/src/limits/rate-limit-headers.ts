import type { Context } from "hono";
import { rateLimitField, rateLimitPolicyField } from "../http-fields/ratelimit-fields.ts";
import type { RateDecision } from "./rate-limiter.ts";

/** Whole seconds until the binding window resets (at least 1 while a window is open). */
export function resetSeconds(decision: RateDecision): number {
  return Math.max(1, Math.ceil(decision.resetMs / 1000));
}

/** One coherent set of RateLimit-* headers (the limit that binds first), and the draft's per-policy fields. */
export function setRateLimitHeaders(c: Context, decision: RateDecision): void {
  c.header("RateLimit-Limit", String(decision.limit));
  c.header("RateLimit-Remaining", String(decision.remaining));
  c.header("RateLimit-Reset", String(resetSeconds(decision)));
  const policy = rateLimitPolicyField(decision);
  if (policy !== undefined) c.header("RateLimit-Policy", policy);
  const state = rateLimitField(decision);
  if (state !== undefined) c.header("RateLimit", state);
}
