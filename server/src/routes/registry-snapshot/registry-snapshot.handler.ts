import type { Context } from "hono";
import { problem } from "../../problem/problem.ts";
import type { SignedSnapshotSource } from "./published-snapshot.ts";

/** Public and the same for everyone, so shared caches may keep it; clients revalidate after an hour. */
export const SNAPSHOT_CACHE_CONTROL = "public, max-age=3600, must-revalidate";

function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  return (ifNoneMatch ?? "").split(",").some((t) => {
    const one = t.trim();
    return one === "*" || one.replace(/^W\//, "") === tag;
  });
}

/** GET /v1/registry/snapshot: the newest signed envelope as published, or 304 / 404. */
export function registrySnapshotHandler(source: SignedSnapshotSource | undefined): (c: Context) => Response {
  return (c) => {
    const published = source?.() ?? null;
    if (published === null)
      return problem(c, 404, "snapshot-not-published", "This server publishes no signed registry snapshot.");
    c.header("ETag", published.etag);
    c.header("Cache-Control", SNAPSHOT_CACHE_CONTROL);
    if (matches(c.req.header("if-none-match"), published.etag)) return c.body(null, 304);
    return c.body(published.body, 200, { "Content-Type": "application/json" });
  };
}
