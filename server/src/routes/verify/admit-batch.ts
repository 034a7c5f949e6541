import type { Context } from "hono";
import { type Admission, admit } from "../../access/admit.ts";
import { callerLimits } from "../../access/caller-limits.ts";
import type { AppDeps } from "../../app/app-deps.ts";
import { hitAll } from "../../limits/hit-all.ts";
import { keylessPolicies } from "../../limits/policies.ts";
import { resetSeconds, setRateLimitHeaders } from "../../limits/rate-limit-headers.ts";
import type { RateDecision } from "../../limits/rate-limiter.ts";
import { problem } from "../../problem/problem.ts";

function refuse(c: Context, decision: RateDecision, detail: string): Admission {
  setRateLimitHeaders(c, decision);
  const wait = resetSeconds(decision);
  c.header("Retry-After", String(wait));
  return { ok: false, response: problem(c, 429, "rate-limited", detail, { retry_after: wait }) };
}

/**
 * Admits a batch of `size` calls as a whole or not at all. The first call goes through `admit` (key check,
 * limits); when fewer calls are left than the batch still needs, the batch is refused with 429 and only
 * that first call is spent. Otherwise the rest are counted too. (The limiter counts one call at a time, so
 * a concurrent request may still take the last calls between the check and the count: then the batch is
 * refused as well.)
 */
export async function admitBatch(c: Context, deps: AppDeps, size: number): Promise<Admission> {
  const first = await admit(c, deps, false);
  if (!first.ok || size <= 1) return first;
  const needed = size - 1;
  if (first.decision.remaining < needed) {
    return refuse(
      c,
      first.decision,
      `This batch has ${size} URLs but only ${first.decision.remaining + 1} calls are left in your limit ` +
        `(RateLimit-Limit ${first.decision.limit}). Send at most ${first.decision.remaining} URLs, or try again ` +
        `in ${resetSeconds(first.decision)} s.`,
    );
  }
  const { caller } = first;
  if (caller.kind === "refused") return first;
  const { policies, counted } = callerLimits(c, deps, caller, keylessPolicies(deps.config));
  const decisions = await Promise.all(
    Array.from({ length: needed }, () => hitAll(deps.limiter, policies, counted)),
  );
  const refused = decisions.find((d) => !d.allowed);
  if (refused) {
    return refuse(
      c,
      refused,
      `The limit was reached while this batch of ${size} URLs was counted. Try again later.`,
    );
  }
  const binding = decisions.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  setRateLimitHeaders(c, binding);
  return { ok: true, caller: first.caller, decision: binding };
}
