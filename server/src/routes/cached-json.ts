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
 * Answers with a JSON body whose ETag is tied to the registry snapshot, or 304 when the caller already
 * holds it. `body` is only built when it is sent.
 */
export function cached(c: Context, tag: string, body: () => unknown): Response {
  c.header("ETag", tag);
  c.header("Cache-Control", CACHE_CONTROL);
  if (ifNoneMatchHolds(c.req.header("if-none-match"), tag)) return c.body(null, 304);
  const value = body();
  if (typeof value === "string") return c.body(value, 200, { "Content-Type": "application/json" });
  return c.json(value);
}
