/**
 * @module
 * Check Query middleware: refuses a malformed query before anything is counted.
 */
import type { z } from "@hono/zod-openapi";
import type { Env, MiddlewareHandler } from "hono";
import { problem } from "../../problem/problem.ts";

/**
 * Answers 400 `bad-parameter` (naming the parameter, with the schema's own message) when the query does not
 * match `schema`. Placed before `rate-limit`, so a typo costs a caller none of their allowance.
 *
 * @example
 * ```ts
 * app.openapi({ ...verifyRoute, middleware: [checkQuery(verifyQuerySchema), rateLimit(deps)] }, handler);
 * ```
 */
export function checkQuery<E extends Env = Env>(schema: z.ZodType): MiddlewareHandler<E> {
  return async function checkQueryMiddleware(c, next) {
    const parsed = schema.safeParse(c.req.query());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return problem(c, 400, "bad-parameter", issue?.message ?? "The query is not valid.", {
        parameter: String(issue?.path[0] ?? ""),
      });
    }
    await next();
  };
}
