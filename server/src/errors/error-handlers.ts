import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { KeyStoreUnavailableError } from "../keys/key-store-unavailable.ts";
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

/** Status recorded for a request whose client went away before it was read (nginx's "client closed request"). */
export const CLIENT_CLOSED = 499;

/**
 * True when the error is the client's doing: it closed the connection (or was cut off by a timeout) while
 * its body was still being read. Node reports that as an "aborted" error on the body stream.
 */
function clientWentAway(error: Error, c: Context): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    c.req.raw.signal.aborted ||
    error.message === "aborted" ||
    code === "ECONNRESET" ||
    code === "ERR_STREAM_PREMATURE_CLOSE"
  );
}

/** Client errors keep their status; anything else is logged and answered without internals. */
export function onError(error: Error, c: Context): Response {
  if (clientWentAway(error, c)) {
    // Nobody is left to answer; the access log records 499, and this is no fault of the server's.
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: "info",
        msg: "client closed the request before its body was read",
        method: c.req.method,
        path: c.req.path,
      }),
    );
    return new Response(null, { status: CLIENT_CLOSED });
  }
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    const code = status === 413 ? "payload-too-large" : "bad-request";
    return problem(c, status, code, error.message || "The request cannot be processed.");
  }
  if (error instanceof KeyStoreUnavailableError) {
    // The key store logs the outage once; a key that cannot be checked is neither refused nor served.
    c.header("Retry-After", "1");
    return problem(c, 503, "key-store-unavailable", error.message);
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
