import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppConfig } from "../config/app-config.ts";
import { clientBucket, isTrustedProxy, normalizeAddress } from "./ip-address.ts";

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not on Node (app.request() in tests, another runtime): there is no socket to read.
    return undefined;
  }
}

/**
 * Who is calling, for rate limits: the socket address; behind a trusted proxy (`TRUST_PROXY`), the
 * right-most `X-Forwarded-For` entry that is not itself a trusted proxy. Entries further left are written
 * by the client and can be forged, so they are never used. IPv4-mapped IPv6 counts as its IPv4 address,
 * and any other IPv6 address as its network of `IPV6_CLIENT_PREFIX` bits (a /64 unless configured).
 */
export function clientKey(c: Context, config: AppConfig): string {
  return clientBucket(clientAddress(c, config), config.ipv6ClientPrefix);
}

function clientAddress(c: Context, config: AppConfig): string {
  const peer = normalizeAddress(socketAddress(c) ?? "unknown");
  if (!config.trustProxy) return peer;
  const forwarded = c.req.header("x-forwarded-for");
  if (!forwarded) return peer;
  const hops = forwarded
    .split(",")
    .map((h) => normalizeAddress(h.trim()))
    .filter((h) => h !== "");
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!isTrustedProxy(hop, config.trustedProxies)) return hop;
  }
  return hops[0] ?? peer;
}
