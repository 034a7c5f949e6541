import type { Context } from "hono";
import type { AppDeps } from "../../app/app-deps.ts";
import { clientKey } from "../../client/client-key.ts";
import { hitKeylessVerify } from "../../limits/keyless-limit.ts";
import { KEYLESS_VERIFY_PER_DAY, KEYLESS_VERIFY_PER_MINUTE } from "../../limits/policies.ts";
import type { RateLimited } from "./rate-limited-notice.tsx";

/**
 * Counts one URL check against the same keyless limit as `/v1/verify` (same policies, same client key,
 * same store), so the page is not a way around the API's limit. Returns what to tell the user when refused.
 */
export async function hitCheckLimit(c: Context, deps: AppDeps): Promise<RateLimited | undefined> {
  const decision = await hitKeylessVerify(deps, clientKey(c, deps.config));
  if (decision.allowed) return undefined;
  return {
    retryAfterSeconds: Math.max(1, Math.ceil(decision.resetMs / 1000)),
    limitText: `${KEYLESS_VERIFY_PER_MINUTE.limit} checks a minute and ${KEYLESS_VERIFY_PER_DAY.limit} a day`,
  };
}
