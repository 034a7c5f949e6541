import type { Problem } from "@entryguard/core";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The members a problem may carry beside the RFC 9457 ones (core's `problemSchema`). */
export type ProblemExtras = Partial<Pick<Problem, "parameter" | "suggestions" | "reason" | "retry_after">>;

const TITLES: Record<number, string> = {
  400: "Bad request",
  402: "API key required",
  404: "Not found",
  405: "Method not allowed",
  413: "Request too large",
  415: "Unsupported media type",
  429: "Too many requests",
  500: "Internal error",
  503: "Service unavailable",
};

/** Builds a problem body; `type` is a stable URI per code. */
export function problemBody(
  status: number,
  code: string,
  detail: string,
  extra: ProblemExtras = {},
): Problem {
  return {
    type: `https://entryguard.dev/problems/${code}`,
    title: TITLES[status] ?? "Error",
    status,
    detail,
    code,
    ...extra,
  };
}

/** The media type of every problem answer. */
export const PROBLEM_TYPE = { "Content-Type": "application/problem+json" } as const;

/** Answers with `application/problem+json`, typed as the contract's problem for the routes that declare it. */
export function problem<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  detail: string,
  extra: ProblemExtras = {},
) {
  return c.json(problemBody(status, code, detail, extra), status, PROBLEM_TYPE);
}
