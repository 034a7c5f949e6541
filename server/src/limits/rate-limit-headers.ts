import type { Context } from "hono";
import type { RateDecision } from "./rate-limiter.ts";

/** Whole seconds until the binding window resets (at least 1 while a window is open). */
export function resetSeconds(decision: RateDecision): number {
  return Math.max(1, Math.ceil(decision.resetMs / 1000));
}

/** One coherent set of RateLimit-* headers: the limit that binds first. */
export function setRateLimitHeaders(c: Context, decision: RateDecision): void {
  c.header("RateLimit-Limit", String(decision.limit));
  c.header("RateLimit-Remaining", String(decision.remaining));
  c.header("RateLimit-Reset", String(resetSeconds(decision)));
}
