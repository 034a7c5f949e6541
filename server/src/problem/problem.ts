import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An RFC 9457 problem body with the stable `code` clients switch on. */
export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly [extra: string]: unknown;
}

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
  extra: Record<string, unknown> = {},
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

/** Answers with `application/problem+json`. */
export function problem(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  detail: string,
  extra: Record<string, unknown> = {},
): Response {
  return c.body(JSON.stringify(problemBody(status, code, detail, extra)), status, {
    "Content-Type": "application/problem+json",
  });
}
