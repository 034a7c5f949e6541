import type { Context } from "hono";
import type { AppDeps } from "../app/app-deps.ts";
import { hitAll } from "../limits/hit-all.ts";
import { keylessPolicies } from "../limits/policies.ts";
import { resetSeconds, setRateLimitHeaders } from "../limits/rate-limit-headers.ts";
import { problem } from "../problem/problem.ts";
import { type Caller, resolveCaller } from "./caller.ts";
import { callerLimits } from "./caller-limits.ts";

export type Admission =
  | { readonly ok: true; readonly caller: Caller; readonly decision: Awaited<ReturnType<typeof hitAll>> }
  | { readonly ok: false; readonly response: Response };

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
  const { policies, counted } = callerLimits(c, deps, caller, keylessPolicies(deps.config));
  const decision = await hitAll(deps.limiter, policies, counted);
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
