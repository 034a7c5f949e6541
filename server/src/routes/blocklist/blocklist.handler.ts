import type { RouteHandler } from "@hono/zod-openapi";
import type { AppDeps } from "../../app/app-deps.ts";
import { ifNoneMatchHolds } from "../cached-json.ts";
import type { blocklistRoute } from "./blocklist.route.ts";
import { blocklistEntries } from "./blocklist-entries.ts";
import { BLOCKLIST_MEDIA_TYPES, type BlocklistFormat, renderBlocklist } from "./blocklist-formats.ts";

/** The same for every caller and changed only by a new snapshot, so shared caches may keep it. */
export const BLOCKLIST_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/** GET /v1/blocklist: keyless and unlimited (each format is rendered once per snapshot; the route checks `format`). */
export function blocklistHandler(deps: AppDeps): RouteHandler<typeof blocklistRoute> {
  const rendered = new Map<BlocklistFormat, string>();
  return function blocklist(c) {
    const format = c.req.valid("query").format ?? "json";
    const { snapshot } = deps.index;
    const tag = `"${snapshot.hash}-blocklist-${format}"`;
    c.header("ETag", tag);
    c.header("Cache-Control", BLOCKLIST_CACHE_CONTROL);
    c.header("Entryguard-Registry-Version", snapshot.version);
    c.header("Access-Control-Allow-Origin", "*");
    if (ifNoneMatchHolds(c.req.header("if-none-match"), tag)) return c.body(null, 304);
    let body = rendered.get(format);
    if (body === undefined) {
      const meta = { version: snapshot.version, publicBaseUrl: deps.config.publicBaseUrl };
      body = renderBlocklist(format, blocklistEntries(deps.index), meta);
      rendered.set(format, body);
    }
    return c.body(body, 200, { "Content-Type": BLOCKLIST_MEDIA_TYPES[format] });
  };
}
