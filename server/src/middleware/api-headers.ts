import type { MiddlewareHandler } from "hono";

/** Security headers for JSON answers: no sniffing, no framing, no active content, HTTPS only. */
const API_SECURITY_HEADERS: readonly [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  // Other sites may fetch the API (CORS on /v1/verify), so its answers may be read cross-origin.
  ["Cross-Origin-Resource-Policy", "cross-origin"],
];

/**
 * @module
 * Security headers for the API, set before the handler runs so they travel with the response it builds.
 * (Setting them afterwards, as general-purpose middleware does, makes the Node adapter rebuild every
 * response: measurable on the hot path.)
 */
export function apiSecurityHeaders(): MiddlewareHandler {
  return async function apiSecurityHeadersMiddleware(c, next) {
    for (const [name, value] of API_SECURITY_HEADERS) c.header(name, value);
    await next();
  };
}

const EXPOSED =
  "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, RateLimit, Retry-After";

/**
 * Open CORS for a public operation: any origin, no credentials, the rate-limit headers readable. `methods`
 * are those a preflight may allow (POST for the batch verify).
 */
export function openGetCors(methods = "GET, HEAD, OPTIONS"): MiddlewareHandler {
  return async function openGetCorsMiddleware(c, next) {
    if (c.req.method === "OPTIONS") {
      c.header("Access-Control-Allow-Origin", "*");
      c.header("Access-Control-Allow-Methods", methods);
      const asked = c.req.header("access-control-request-headers");
      if (asked) c.header("Access-Control-Allow-Headers", asked);
      c.header("Access-Control-Max-Age", "86400");
      c.header("Vary", "Access-Control-Request-Headers");
      return c.body(null, 204);
    }
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Access-Control-Expose-Headers", EXPOSED);
    await next();
  };
}
