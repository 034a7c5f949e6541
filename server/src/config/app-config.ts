import { isIP, isIPv4 } from "node:net";
import { homedir } from "node:os";
import { join } from "node:path";
import { signedSnapshotFile } from "@entryguard/registry";
import { type PlanTable, parsePlans } from "./plans.ts";

/** Everything the server reads from its environment, with the defaults `npm start` uses. */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Base of the public registry pages, used for `source` and `attribution` links. */
  readonly publicBaseUrl: string;
  /** Honour X-Forwarded-For (right-most untrusted entry) for client identity. */
  readonly trustProxy: boolean;
  /** Further proxy addresses or IPv4 CIDR ranges to skip in X-Forwarded-For (the socket peer is trusted). */
  readonly trustedProxies: readonly string[];
  /** IPv6 clients are counted per network of this many bits (IPV6_CLIENT_PREFIX, default 64). */
  readonly ipv6ClientPrefix: number;
  /** Shared rate-limit store; in memory when unset. */
  readonly redisUrl: string | undefined;
  /** How long a rate-limit call may wait for Redis before this instance counts on its own. */
  readonly redisTimeoutMs: number;
  /** Where the hashed API keys live. */
  readonly keysFile: string;
  /** The marketplace proxy's shared secret; proxy headers are ignored while it is unset. */
  readonly rapidApiProxySecret: string | undefined;
  /** Plans: monthly quota and per-minute limit of each. */
  readonly plans: PlanTable;
  /** Length of the "minute", "day" and "month" windows (shorter only in tests). */
  readonly windows: { readonly minuteMs: number; readonly dayMs: number; readonly monthMs: number };
  /** Name lookups on the pages (`/?country=`, `/countries?q=`…) per client per minute. */
  readonly pageLookupsPerMinute: number;
  /** Largest request body accepted, in bytes. */
  readonly bodyLimitBytes: number;
  /** Structured access log on stdout. */
  readonly accessLog: boolean;
  /** Also log the checked URLs (off by default: they are travellers' data). */
  readonly logUrls: boolean;
  /** Longest a client may take to send a request's headers (HEADERS_TIMEOUT_SECONDS, default 10). */
  readonly headersTimeoutMs: number;
  /** Longest a client may take to send a whole request, body included (REQUEST_TIMEOUT_SECONDS, default 30). */
  readonly requestTimeoutMs: number;
  /** How long SIGTERM waits for open requests before exiting. */
  readonly shutdownTimeoutMs: number;
  /** The signed snapshot served at /v1/registry/snapshot (written by `registry sign`). */
  readonly signedSnapshotFile: string;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function seconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback * 1000;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a number of seconds above 0, got "${value}"`);
  return Math.round(n * 1000);
}

function prefixLength(value: string | undefined): number {
  const n = integer(value, 64, "IPV6_CLIENT_PREFIX");
  if (n < 1 || n > 128) throw new Error(`IPV6_CLIENT_PREFIX must be between 1 and 128, got "${value}"`);
  return n;
}

function port(value: string | undefined): number {
  const n = integer(value, 8787, "PORT");
  if (n > 65_535) throw new Error(`PORT must be from 0 to 65535, got "${value}"`);
  return n;
}

// A typo such as TRUST_PROXY=ture must not quietly mean "off": the operator would never learn it.
const ON = new Set(["1", "true", "yes"]);
const OFF = new Set(["0", "false", "no"]);

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === "") return fallback;
  const v = value.toLowerCase();
  if (ON.has(v)) return true;
  if (OFF.has(v)) return false;
  throw new Error(`${name} must be one of 1, true, yes, 0, false, no; got "${value}"`);
}

// An entry the proxy check cannot read would be skipped silently, and every client behind that proxy would
// then share its address and its rate limit; better to refuse it at start-up.
function trustedProxies(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  for (const entry of entries) {
    const [address = "", bits, ...rest] = entry.split("/");
    const readable =
      bits === undefined
        ? isIP(address) !== 0
        : rest.length === 0 && isIPv4(address) && /^\d{1,2}$/.test(bits) && Number(bits) <= 32;
    if (!readable)
      throw new Error(`TRUSTED_PROXIES: "${entry}" is neither an IP address nor an IPv4 CIDR range`);
  }
  return entries;
}

// Links in answers and pages are built on it; a name without a scheme would make every one of them relative.
function baseUrl(value: string | undefined, fallback: string): string {
  if (value === undefined || value === "") return fallback;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {}
  if (url === null || (url.protocol !== "https:" && url.protocol !== "http:"))
    throw new Error(`PUBLIC_BASE_URL must be an absolute http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, "");
}

function defaultKeysFile(env: Record<string, string | undefined>): string {
  const base = env.XDG_CONFIG_HOME || join(homedir(), ".config");
  return join(base, "entryguard", "keys.json");
}

/** Reads the configuration from environment variables (documented in README and .env.example). */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const listenPort = port(env.PORT);
  const host = env.HOST || "127.0.0.1";
  const requestTimeoutMs = seconds(env.REQUEST_TIMEOUT_SECONDS, 30, "REQUEST_TIMEOUT_SECONDS");
  return {
    port: listenPort,
    host,
    publicBaseUrl: baseUrl(env.PUBLIC_BASE_URL, `http://localhost:${listenPort}`),
    trustProxy: flag(env.TRUST_PROXY, false, "TRUST_PROXY"),
    trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
    ipv6ClientPrefix: prefixLength(env.IPV6_CLIENT_PREFIX),
    redisUrl: env.REDIS_URL || undefined,
    redisTimeoutMs: integer(env.REDIS_TIMEOUT_MS, 250, "REDIS_TIMEOUT_MS"),
    keysFile: env.KEYS_FILE || defaultKeysFile(env),
    rapidApiProxySecret: env.RAPIDAPI_PROXY_SECRET || undefined,
    plans: parsePlans(env.PLANS),
    windows: {
      minuteMs: integer(env.LIMIT_MINUTE_MS, 60_000, "LIMIT_MINUTE_MS") || 60_000,
      dayMs: integer(env.LIMIT_DAY_MS, 86_400_000, "LIMIT_DAY_MS") || 86_400_000,
      monthMs: integer(env.LIMIT_MONTH_MS, 30 * 86_400_000, "LIMIT_MONTH_MS") || 30 * 86_400_000,
    },
    pageLookupsPerMinute: integer(env.PAGE_LOOKUPS_PER_MINUTE, 60, "PAGE_LOOKUPS_PER_MINUTE") || 60,
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 64 * 1024, "BODY_LIMIT_BYTES"),
    accessLog: flag(env.ACCESS_LOG, true, "ACCESS_LOG"),
    logUrls: flag(env.LOG_URLS, false, "LOG_URLS"),
    // Node refuses a headers timeout longer than the request timeout; the request's bound covers both.
    headersTimeoutMs: Math.min(
      seconds(env.HEADERS_TIMEOUT_SECONDS, 10, "HEADERS_TIMEOUT_SECONDS"),
      requestTimeoutMs,
    ),
    requestTimeoutMs,
    shutdownTimeoutMs: integer(env.SHUTDOWN_TIMEOUT_MS, 10_000, "SHUTDOWN_TIMEOUT_MS"),
    signedSnapshotFile: env.SIGNED_SNAPSHOT_FILE || signedSnapshotFile,
  };
}
