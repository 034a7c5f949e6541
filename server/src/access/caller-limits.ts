import type { Context } from "hono";
import type { AppDeps } from "../app/app-deps.ts";
import { clientKey } from "../client/client-key.ts";
import { planPolicies } from "../limits/policies.ts";
import type { RatePolicy } from "../limits/rate-limiter.ts";
import type { Caller } from "./caller.ts";
import { planFor } from "./plan-for.ts";

/**
 * What a call is counted against, and under which name: a key holder's plan (per key, the same counters
 * on every face), or the face's keyless policies per client address.
 */
export function callerLimits(
  c: Context,
  deps: AppDeps,
  caller: Exclude<Caller, { kind: "refused" }>,
  keyless: readonly RatePolicy[],
): { readonly policies: readonly RatePolicy[]; readonly counted: string } {
  if (caller.kind === "keyless") return { policies: keyless, counted: clientKey(c, deps.config) };
  const { name, plan } = planFor(caller.plan, deps.config.plans);
  return { policies: planPolicies(name, plan, deps.config), counted: caller.id };
}
