import type { AppDeps } from "../app/app-deps.ts";
import { hitAll } from "./hit-all.ts";
import { keylessPolicies } from "./policies.ts";
import type { RateDecision } from "./rate-limiter.ts";

/** One keyless verification by `clientKey`: counts it against 10/minute and 100/day, returns what binds. */
export function hitKeylessVerify(deps: AppDeps, clientKey: string): Promise<RateDecision> {
  return hitAll(deps.limiter, keylessPolicies(deps.config), clientKey);
}
