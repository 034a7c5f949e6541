import type { MiddlewareHandler } from "hono";
import { JSON_RPC, jsonRpcError } from "./json-rpc-error.ts";

/** Request headers a browser-based MCP client sends (MCP's own, the key headers, the body's type). */
const ALLOWED_HEADERS = "Content-Type, Authorization, X-API-Key, Mcp-Protocol-Version, Mcp-Session-Id";
/** Response headers such a client may read. */
const EXPOSED_HEADERS =
  "Mcp-Session-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, RateLimit, Retry-After";

/**
 * @module
 * Origin validation for `/mcp`, as the MCP specification (2025-11-25) requires against DNS rebinding: a
 * request without `Origin` (not from a browser page) or from an allowed origin is served; any other
 * origin gets 403. Allowed origins get CORS answers (preflight included), so browser-based clients work.
 */
export function mcpOrigin(allowed: ReadonlySet<string>): MiddlewareHandler {
  return async function mcpOriginMiddleware(c, next) {
    const origin = c.req.header("origin");
    if (origin !== undefined && !allowed.has(origin.toLowerCase())) {
      return jsonRpcError(
        403,
        JSON_RPC.transport,
        `Forbidden: pages from ${origin} may not call this endpoint.`,
        {
          headers: { Vary: "Origin" },
        },
      );
    }
    if (c.req.method === "OPTIONS") {
      const headers: Record<string, string> = { Allow: "POST, OPTIONS", Vary: "Origin" };
      if (origin !== undefined) {
        headers["Access-Control-Allow-Origin"] = origin;
        headers["Access-Control-Allow-Methods"] = "POST, OPTIONS";
        headers["Access-Control-Allow-Headers"] = ALLOWED_HEADERS;
        headers["Access-Control-Max-Age"] = "86400";
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    if (origin === undefined) return;
    c.res.headers.set("Access-Control-Allow-Origin", origin);
    c.res.headers.set("Access-Control-Expose-Headers", EXPOSED_HEADERS);
    c.res.headers.append("Vary", "Origin");
  };
}
