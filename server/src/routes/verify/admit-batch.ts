import type { Context } from "hono";
import type { AdmittedCaller } from "../../access/access-env.ts";
import { countCall, keyInvalid, rateLimited } from "../../access/admit.ts";
import { resolveCaller } from "../../access/caller.ts";
import { callerLimits } from "../../access/caller-limits.ts";
import type { AppDeps } from "../../app/app-deps.ts";
import { hitAll } from "../../limits/hit-all.ts";
import { keylessPolicies } from "../../limits/policies.ts";
import { resetSeconds, setRateLimitHeaders } from "../../limits/rate-limit-headers.ts";
import type { RateDecision } from "../../limits/rate-limiter.ts";

export type Admission =
  | { readonly ok: true; readonly caller: AdmittedCaller; readonly decision: RateDecision }
  | { readonly ok: false; readonly response: Response };

function refuse(c: Context, decision: RateDecision, detail: string): Admission {
  return { ok: false, response: rateLimited(c, decision, detail) };
}

/**
 * Admits a batch of `size` calls as a whole or not at all. The first call is counted as the `rate-limit`
 * middleware counts one (key check, limits); the batch cannot use that middleware because only items that
 * survive the cheap checks are counted; when fewer calls are left than the batch still needs, the batch is refused with 429 and only
 * that first call is spent. Otherwise the rest are counted too. (The limiter counts one call at a time, so
 * a concurrent request may still take the last calls between the check and the count: then the batch is
 * refused as well.)
 */
export async function admitBatch(c: Context, deps: AppDeps, size: number): Promise<Admission> {
  const caller = resolveCaller(c, deps);
  if (caller.kind === "refused") return { ok: false, response: keyInvalid(c) };
  const keyless = keylessPolicies(deps.config);
  const counted = await countCall(c, deps, caller, keyless);
  if (!counted.ok) return counted;
  const first: Admission = { ok: true, caller, decision: counted.decision };
  if (size <= 1) return first;
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
  const { policies, counted: client } = callerLimits(c, deps, caller, keyless);
  const decisions = await Promise.all(
    Array.from({ length: needed }, () => hitAll(deps.limiter, policies, client)),
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
  return { ok: true, caller, decision: binding };
}
