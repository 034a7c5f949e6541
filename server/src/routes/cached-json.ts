import type { Context } from "hono";

/** Cacheable for five minutes by the caller only: the answers are keyed, so no shared cache may keep them. */
export const CACHE_CONTROL = "private, max-age=300, must-revalidate";

/** Whether an If-None-Match header names `tag` (weak or strong) or is `*`. */
export function ifNoneMatchHolds(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === tag);
}

/**
 * Sets the ETag (tied to the registry snapshot) and Cache-Control of a JSON answer, and answers 304 when the
 * caller already holds it; otherwise the handler sends the body (typed by its route).
 */
export function notModified(c: Context, tag: string): Response | undefined {
  c.header("ETag", tag);
  c.header("Cache-Control", CACHE_CONTROL);
  return ifNoneMatchHolds(c.req.header("if-none-match"), tag) ? c.body(null, 304) : undefined;
}
