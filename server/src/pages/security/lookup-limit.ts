import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "../../app/app-deps.ts";
import { clientKey } from "../../client/client-key.ts";
import { resetSeconds, setRateLimitHeaders } from "../../limits/rate-limit-headers.ts";
import type { RatePolicy } from "../../limits/rate-limiter.ts";

/** True when the request will look a typed name up (and may need the fuzzy match), not just show a record. */
function looksUpAName(c: Context, isId: (id: string) => boolean): boolean {
  const filled = (name: string) => (c.req.query(name) ?? "").trim() !== "";
  const path = c.req.path;
  if (path === "/") return filled("country") || filled("for");
  if (path === "/countries") return filled("q");
  if (!path.startsWith("/countries/")) return false;
  try {
    return !isId(decodeURIComponent(path.slice("/countries/".length)));
  } catch {
    return true; // not even a valid percent-encoding: it will be looked up as typed
  }
}

/**
 * @module
 * Counts the pages' name lookups (`/?country=`, `/?for=`, `/countries?q=`, `/countries/{name}` for a name
 * that is not a record's id) per client, so the fuzzy match cannot be asked for without limit. Showing a
 * record by its id, the list and the home page are not counted.
 */
export function lookupLimit(deps: AppDeps, isId: (id: string) => boolean): MiddlewareHandler {
  const policy: RatePolicy = {
    name: "page-lookup-minute",
    limit: deps.config.pageLookupsPerMinute,
    windowMs: deps.config.windows.minuteMs,
  };
  return async function lookupLimitMiddleware(c, next) {
    if (c.req.method !== "GET" || !looksUpAName(c, isId)) return next();
    const decision = await deps.limiter.hit(policy, clientKey(c, deps.config));
    if (decision.allowed) return next();
    setRateLimitHeaders(c, decision);
    const wait = resetSeconds(decision);
    c.header("Retry-After", String(wait));
    c.header("Cache-Control", "no-store");
    return c.text(
      `Too many country look-ups from your address (${decision.limit} a minute). Try again in ${wait} s, ` +
        "or open the list of all countries at /countries.",
      429,
    );
  };
}
