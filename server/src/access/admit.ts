import type { Context } from "hono";
import type { AppDeps } from "../app/app-deps.ts";
import { clientKey } from "../client/client-key.ts";
import { hitAll } from "../limits/hit-all.ts";
import { keylessPolicies, planPolicies } from "../limits/policies.ts";
import { resetSeconds, setRateLimitHeaders } from "../limits/rate-limit-headers.ts";
import type { RateDecision, RatePolicy } from "../limits/rate-limiter.ts";
import { problem } from "../problem/problem.ts";
import { type Caller, resolveCaller } from "./caller.ts";
import { planFor } from "./plan-for.ts";

export type Admission =
  | { readonly ok: true; readonly caller: Caller; readonly decision: RateDecision }
  | { readonly ok: false; readonly response: Response };

/** The limits a call counts against and under which name: the client address, or the key's plan. */
export function countedAgainst(
  c: Context,
  deps: AppDeps,
  caller: Caller,
): { readonly policies: readonly RatePolicy[]; readonly key: string } {
  if (caller.kind !== "key")
    return { policies: keylessPolicies(deps.config), key: clientKey(c, deps.config) };
  const { name, plan } = planFor(caller.plan, deps.config.plans);
  return { policies: planPolicies(name, plan, deps.config), key: caller.id };
}

/**
 * Decides whether a call may go ahead: checks the key (when `keyRequired`, or when one is sent) and counts
 * the call against the caller's limits (the keyless limits per client address, or the key's plan).
 */
export async function admit(c: Context, deps: AppDeps, keyRequired: boolean): Promise<Admission> {
  const caller = resolveCaller(c, deps);
  if (caller.kind === "refused") {
    return {
      ok: false,
      response: problem(
        c,
        402,
        "api-key-invalid",
        "The API key sent is not accepted. Send a valid key in X-API-Key or Authorization: Bearer.",
      ),
    };
  }
  if (caller.kind === "keyless" && keyRequired) {
    return {
      ok: false,
      response: problem(
        c,
        402,
        "api-key-required",
        "This operation needs an API key in X-API-Key or Authorization: Bearer.",
      ),
    };
  }
  const { policies, key } = countedAgainst(c, deps, caller);
  const decision = await hitAll(deps.limiter, policies, key);
  setRateLimitHeaders(c, decision);
  if (!decision.allowed) {
    const wait = resetSeconds(decision);
    c.header("Retry-After", String(wait));
    const what = caller.kind === "keyless" ? "the keyless limit" : "your plan's limit";
    return {
      ok: false,
      response: problem(
        c,
        429,
        "rate-limited",
        `You have reached ${what} of ${decision.limit} calls. Try again in ${wait} s.`,
        {
          retry_after: wait,
        },
      ),
    };
  }
  return { ok: true, caller, decision };
}
