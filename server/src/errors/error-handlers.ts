import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { problem } from "../problem/problem.ts";

/** Logs an unexpected error as one JSON line on stderr. */
export function logError(error: unknown, c: Context): void {
  const err = error instanceof Error ? error : new Error(String(error));
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      msg: "unhandled error",
      method: c.req.method,
      path: c.req.path,
      error: err.message,
      stack: err.stack,
    }),
  );
}

/** Client errors keep their status; anything else is logged and answered without internals. */
export function onError(error: Error, c: Context): Response {
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    const code = status === 413 ? "payload-too-large" : "bad-request";
    return problem(c, status, code, error.message || "The request cannot be processed.");
  }
  logError(error, c);
  return problem(c, 500, "internal-error", "Something went wrong on our side. It has been logged.");
}

/** 404 for any path nobody serves. */
export function notFound(c: Context): Response {
  return problem(c, 404, "not-found", `Nothing is served at ${c.req.path}.`);
}

/** 405 for a served path asked with another method. */
export function methodNotAllowed(allow: string) {
  return function methodNotAllowedHandler(c: Context): Response {
    c.header("Allow", allow);
    return problem(c, 405, "method-not-allowed", `${c.req.method} is not allowed here; use ${allow}.`);
  };
}
