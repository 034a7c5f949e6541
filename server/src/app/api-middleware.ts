import type { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import type { AppConfig } from "../config/app-config.ts";
import { accessLog, type LogSink } from "../middleware/access-log.ts";
import { problem } from "../problem/problem.ts";

/** The production basics, in the order a request meets them. */
export function useApiMiddleware(app: OpenAPIHono, config: AppConfig, logSink?: LogSink): void {
  if (config.accessLog)
    app.use(accessLog({ logUrls: config.logUrls, ...(logSink ? { sink: logSink } : {}) }));
  app.use(
    secureHeaders({
      // The API is meant to be fetched from other sites (CORS on /v1/verify); pages set their own CSP.
      crossOriginResourcePolicy: "cross-origin",
      crossOriginOpenerPolicy: false,
    }),
  );
  app.use(
    "/v1/verify",
    cors({
      origin: "*",
      allowMethods: ["GET"],
      exposeHeaders: ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Retry-After"],
      maxAge: 86_400,
    }),
  );
  const limitBody = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) =>
      problem(c, 413, "payload-too-large", `The request body is larger than ${config.bodyLimitBytes} bytes.`),
  });
  // The MCP endpoint limits its own bodies and answers in JSON-RPC's shape, which its clients expect.
  app.use(async function apiBodyLimit(c, next) {
    if (c.req.path === "/mcp") return next();
    return limitBody(c, next);
  });
  app.use(compress());
}
