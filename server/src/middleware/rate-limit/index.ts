/**
 * @module
 * Rate Limit middleware: counts the call against the caller's limits before the handler runs.
 */
import type { MiddlewareHandler } from "hono";
import type { AccessEnv } from "../../access/access-env.ts";
import { countCall, keyInvalid } from "../../access/admit.ts";
import { resolveCaller } from "../../access/caller.ts";
import type { AppDeps } from "../../app/app-deps.ts";
import { keylessPolicies } from "../../limits/policies.ts";

/**
 * Counts one call: a key holder (left by `require-key`, or read here) against the key's plan, anyone else
 * against the keyless verify limits per client address. Sets the RateLimit fields on the answer, refuses
 * with 429 and `Retry-After` when a limit is reached, and 402 for a key that is not accepted (never served
 * as keyless). Leaves `caller` and `limit` on the context.
 *
 * @example
 * ```ts
 * app.openapi({ ...verifyRoute, middleware: [rateLimit(deps)] }, handler);
 * ```
 */
export function rateLimit(deps: AppDeps): MiddlewareHandler<AccessEnv> {
  const keyless = keylessPolicies(deps.config);
  return async function rateLimitMiddleware(c, next) {
    let caller = c.get("caller");
    if (caller === undefined) {
      const resolved = resolveCaller(c, deps);
      if (resolved.kind === "refused") return keyInvalid(c);
      caller = resolved;
      c.set("caller", caller);
    }
    const counted = await countCall(c, deps, caller, keyless);
    if (!counted.ok) return counted.response;
    c.set("limit", counted.decision);
    await next();
  };
}
