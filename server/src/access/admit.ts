import type { Context } from "hono";
import type { AppDeps } from "../app/app-deps.ts";
import { hitAll } from "../limits/hit-all.ts";
import { resetSeconds, setRateLimitHeaders } from "../limits/rate-limit-headers.ts";
import type { RateDecision, RatePolicy } from "../limits/rate-limiter.ts";
import { problem } from "../problem/problem.ts";
import type { AdmittedCaller } from "./access-env.ts";
import { callerLimits } from "./caller-limits.ts";

export type Counted =
  | { readonly ok: true; readonly decision: RateDecision }
  | { readonly ok: false; readonly response: Response };

/** 402 for a key that is not accepted: the same answer whether it was revoked, unknown or malformed. */
export function keyInvalid(c: Context): Response {
  return problem(
    c,
    402,
    "api-key-invalid",
    "The API key sent is not accepted. Send a valid key in X-API-Key or Authorization: Bearer.",
  );
}

/** The 429 problem, with `Retry-After` and the rate-limit fields of the refusing decision. */
export function rateLimited(c: Context, decision: RateDecision, detail?: string): Response {
  setRateLimitHeaders(c, decision);
  const wait = resetSeconds(decision);
  c.header("Retry-After", String(wait));
  return problem(
    c,
    429,
    "rate-limited",
    detail ?? `You have reached the limit of ${decision.limit} calls. Try again in ${wait} s.`,
    { retry_after: wait },
  );
}

/**
 * Counts one call against the caller's limits (the keyless `policies` per client address, or the key's
 * plan) and sets the rate-limit fields; refuses with 429 when a limit is reached.
 */
export async function countCall(
  c: Context,
  deps: AppDeps,
  caller: AdmittedCaller,
  keyless: readonly RatePolicy[],
): Promise<Counted> {
  const { policies, counted } = callerLimits(c, deps, caller, keyless);
  const decision = await hitAll(deps.limiter, policies, counted);
  if (!decision.allowed) {
    const what = caller.kind === "keyless" ? "the keyless limit" : "your plan's limit";
    const wait = resetSeconds(decision);
    return {
      ok: false,
      response: rateLimited(
        c,
        decision,
        `You have reached ${what} of ${decision.limit} calls. Try again in ${wait} s.`,
      ),
    };
  }
  setRateLimitHeaders(c, decision);
  return { ok: true, decision };
}
