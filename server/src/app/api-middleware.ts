import type { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { AppConfig } from "../config/app-config.ts";
import { accessLog, type LogSink } from "../middleware/access-log.ts";
import { apiSecurityHeaders, openGetCors } from "../middleware/api-headers.ts";
import { problem } from "../problem/problem.ts";

/** Paths answered with JSON by this folder's operations. */
function isApiPath(path: string): boolean {
  return path.startsWith("/v1/") || path === "/healthz" || path === "/openapi.json";
}

/** Only requests that announce a body are read for the limit (reading one costs the Node adapter a copy). */
function hasBody(c: Parameters<MiddlewareHandler>[0]): boolean {
  const length = c.req.header("content-length");
  return (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
}

/** The production basics, in the order a request meets them. */
export function useApiMiddleware(app: OpenAPIHono, config: AppConfig, logSink?: LogSink): void {
  if (config.accessLog)
    app.use(accessLog({ logUrls: config.logUrls, ...(logSink ? { sink: logSink } : {}) }));
  const apiHeaders = apiSecurityHeaders();
  // Pages and the docs get the general set; they add their own Content-Security-Policy. No page may be
  // framed (the pages' CSP says frame-ancestors 'none'; X-Frame-Options says the same to older browsers).
  const pageHeaders = secureHeaders({
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: false,
    xFrameOptions: "DENY",
  });
  app.use(async function securityHeaders(c, next) {
    return isApiPath(c.req.path) ? apiHeaders(c, next) : pageHeaders(c, next);
  });
  app.use("/v1/verify", openGetCors("GET, HEAD, POST, OPTIONS"));
  const limitBody = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) =>
      problem(c, 413, "payload-too-large", `The request body is larger than ${config.bodyLimitBytes} bytes.`),
  });
  // The MCP endpoint limits its own bodies and answers in JSON-RPC's shape, which its clients expect.
  app.use(async function apiBodyLimit(c, next) {
    if (c.req.path === "/mcp" || !hasBody(c)) return next();
    return limitBody(c, next);
  });
  const compressor = compress();
  app.use(async function compressWhenAccepted(c, next) {
    return c.req.header("accept-encoding") ? compressor(c, next) : next();
  });
}
