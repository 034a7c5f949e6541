import type { RouteHandler } from "@hono/zod-openapi";
import type { AccessEnv } from "../../access/access-env.ts";
import type { AppDeps } from "../../app/app-deps.ts";
import { PROBLEM_TYPE } from "../../problem/problem.ts";
import { answerProblem, verifyAnswers } from "../../verify/verify-answer.ts";
import type { verifyRoute } from "./verify.route.ts";

/**
 * GET /v1/verify: the shared verify answer (core's verdict, its registry page, and the attribution for a
 * keyless caller). The query was checked and the call counted by the route's middleware.
 */
export function verifyHandler(deps: AppDeps): RouteHandler<typeof verifyRoute, AccessEnv> {
  const answers = verifyAnswers(deps);
  return function verify(c) {
    const { url, country } = c.req.valid("query");
    const outcome = answers(url, country, c.get("caller").kind === "keyless");
    if (outcome.kind !== "answer") return c.json(answerProblem(outcome), 400, PROBLEM_TYPE);
    return c.json(outcome.answer, 200);
  };
}
