import type { MiddlewareHandler } from "hono";

/** Where log lines go (stdout in production, a list in tests). */
export type LogSink = (line: string) => void;

/**
 * @module
 * Structured access log: one JSON line per request. The query string is never logged, because the checked
 * URLs are travellers' data; `logUrls` adds the `url` parameter for a deliberate debugging session.
 */
export function accessLog(options: { logUrls: boolean; sink?: LogSink }): MiddlewareHandler {
  const sink = options.sink ?? ((line: string) => process.stdout.write(`${line}\n`));
  return async function accessLogMiddleware(c, next) {
    const started = performance.now();
    await next();
    const entry: Record<string, unknown> = {
      time: new Date().toISOString(),
      level: "info",
      msg: "request",
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (options.logUrls) {
      const url = c.req.query("url");
      if (url !== undefined) entry.url = url;
    }
    sink(JSON.stringify(entry));
  };
}
