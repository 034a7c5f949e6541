import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { AppDeps } from "../app/app-deps.ts";

/** Who is calling: nobody in particular, a key holder, or a marketplace subscriber. */
export type Caller =
  | { readonly kind: "keyless" }
  | { readonly kind: "key"; readonly id: string; readonly plan: string }
  | { readonly kind: "refused" };

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  // Compare equal-length buffers so a wrong length takes as long as a wrong byte.
  const padded = Buffer.alloc(x.length);
  y.copy(padded, 0, 0, Math.min(y.length, x.length));
  return timingSafeEqual(x, padded) && x.length === y.length;
}

function presentedKey(c: Context): string | undefined {
  const header = c.req.header("x-api-key");
  if (header !== undefined) return header.trim();
  const auth = c.req.header("authorization");
  if (auth === undefined) return undefined;
  const bearer = /^Bearer\s+(.+)$/i.exec(auth.trim());
  return bearer ? (bearer[1] as string).trim() : "";
}

/**
 * Reads the caller from `X-API-Key`, `Authorization: Bearer`, or (when a proxy secret is configured) the
 * marketplace proxy headers. Any key that is not an active key gives the same refusal, so a response
 * never tells whether a key exists, was revoked or was never issued.
 */
export function resolveCaller(c: Context, deps: AppDeps): Caller {
  const proxySecret = c.req.header("x-rapidapi-proxy-secret");
  const expected = deps.config.rapidApiProxySecret;
  if (proxySecret !== undefined && expected !== undefined) {
    const user = c.req.header("x-rapidapi-user")?.trim();
    if (!sameSecret(expected, proxySecret) || !user) return { kind: "refused" };
    const subscription = (c.req.header("x-rapidapi-subscription") ?? "").trim().toLowerCase();
    return { kind: "key", id: `rapidapi:${user}`, plan: subscription };
  }
  const key = presentedKey(c);
  if (key === undefined) return { kind: "keyless" };
  if (key === "") return { kind: "refused" };
  const record = deps.keys?.find(key);
  return record ? { kind: "key", id: record.id, plan: record.plan } : { kind: "refused" };
}
