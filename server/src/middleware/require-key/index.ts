/**
 * @module
 * Require Key middleware: only callers with an accepted API key (or a marketplace subscriber) pass.
 */
import type { MiddlewareHandler } from "hono";
import type { AccessEnv } from "../../access/access-env.ts";
import { keyInvalid } from "../../access/admit.ts";
import { resolveCaller } from "../../access/caller.ts";
import type { AppDeps } from "../../app/app-deps.ts";
import { problem } from "../../problem/problem.ts";

/**
 * Refuses a call without a key (402 `api-key-required`) or with one that is not accepted (402
 * `api-key-invalid`) and leaves the key holder on the context as `caller`.
 *
 * @example
 * ```ts
 * app.openapi({ ...countryRoute, middleware: [requireKey(deps), rateLimit(deps)] }, handler);
 * ```
 */
export function requireKey(deps: AppDeps): MiddlewareHandler<AccessEnv> {
  return async function requireKeyMiddleware(c, next) {
    const caller = resolveCaller(c, deps);
    if (caller.kind === "refused") return keyInvalid(c);
    if (caller.kind === "keyless") {
      return problem(
        c,
        402,
        "api-key-required",
        "This operation needs an API key in X-API-Key or Authorization: Bearer.",
      );
    }
    c.set("caller", caller);
    await next();
  };
}
