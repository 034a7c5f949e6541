import type { MiddlewareHandler } from "hono";

/**
 * The pages' Content-Security-Policy: everything from our own origin only, no inline script or style, no
 * framing, and forms may only submit back here. A checked address is shown as text, never fetched.
 */
export const pageCsp = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "script-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

const PAGE_HEADERS: Record<string, string> = {
  "Content-Security-Policy": pageCsp,
  "X-Content-Type-Options": "nosniff",
  // Links go out to government portals; they need not learn which address the traveller checked here.
  "Referrer-Policy": "no-referrer",
};

/** Sets the page security headers on every HTML response of the pages (including their 404s). */
export function pageSecurity(): MiddlewareHandler {
  return async function pageSecurity(c, next) {
    await next();
    for (const [name, value] of Object.entries(PAGE_HEADERS)) c.res.headers.set(name, value);
  };
}
