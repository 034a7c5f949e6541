// Where a search result or ad link really leads. Engines wrap targets in their own redirect URLs; the
// target is read from the wrapper, never fetched, and a wrapper that passes through an advertiser's own
// tracker first is said to be one, so it can never earn an official mark.
import { GOOGLE_DOMAINS } from "./search-engines.ts";

export interface LinkTarget {
  /** The URL the click ends on, as far as the link itself says. */
  readonly url: string;
  /**
   * True when the engine sends the click straight to `url`. False for ad clicks, which go through the
   * advertiser's tracking redirects first: their landing page is the advertiser's word, not a fact.
   */
  readonly direct: boolean;
}

/** Wrappers nest (DuckDuckGo's ad link wraps Bing's); a real link needs no more than a few levels. */
const MAX_DEPTH = 4;

function httpUrl(text: string | null | undefined, base?: string): URL | null {
  if (!text) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** Bing's `u=a1<base64url>` parameter. */
function bingTarget(encoded: string | null): string | null {
  if (!encoded?.startsWith("a1")) return null;
  try {
    const b64 = encoded.slice(2).replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, "=")), (c) =>
      c.charCodeAt(0),
    );
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Yahoo's `/RU=<percent-encoded target>/RK=…/RS=…` path segment (lower-case escapes, `%3a%2f%2f`, and a
 * `;_ylc=…` tail after RS on some pages): the target holds no raw "/", so RU's value ends at the next one.
 */
function yahooTarget(path: string): string | null {
  const match = /\/RU=([^/]+)\//.exec(`${path}/`);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

const isHost = (host: string, site: string) => host === site || host.endsWith(`.${site}`);
/**
 * Google's own hosts, from a fixed list: a pattern such as `google.<anything>` would let `google.co.xyz`, which
 * anyone can register, pass for Google and its `/url?q=` for a redirect to an official portal.
 */
const GOOGLE_HOSTS = new Set(GOOGLE_DOMAINS.flatMap((d) => [d, `www.${d}`]));
const isGoogle = (host: string) => GOOGLE_HOSTS.has(host);

/** One level of unwrapping: the wrapped target and whether the engine goes there directly, or null. */
function unwrap(url: URL): { next: string | null; direct: boolean } | null {
  const host = url.hostname;
  const q = url.searchParams;
  if (isGoogle(host) && url.pathname === "/url") return { next: q.get("q") ?? q.get("url"), direct: true };
  if ((isGoogle(host) || isHost(host, "googleadservices.com")) && /\/aclk$/.test(url.pathname))
    return { next: q.get("adurl"), direct: false };
  if (isHost(host, "bing.com") && url.pathname === "/ck/a")
    return { next: bingTarget(q.get("u")), direct: true };
  if (isHost(host, "bing.com") && url.pathname === "/aclick")
    return { next: bingTarget(q.get("u")) ?? q.get("u"), direct: false };
  if (isHost(host, "duckduckgo.com") && url.pathname === "/l/") return { next: q.get("uddg"), direct: true };
  if (isHost(host, "duckduckgo.com") && url.pathname === "/y.js") return { next: q.get("u3"), direct: false };
  // Yahoo's ads (`/cbclk/…`, `/cbclk2/…`) hand the click to Bing's ad redirect; its results go straight on.
  if (isHost(host, "r.search.yahoo.com"))
    return { next: yahooTarget(url.pathname), direct: !/^\/cbclk\d*\//.test(url.pathname) };
  // Bing's older ad redirects, which Yahoo's ads lead through: `<n>.r.bat.bing.com/?ld=…&u=<target>`.
  if ((isHost(host, "r.bat.bing.com") || isHost(host, "r.msn.com")) && q.has("ld"))
    return { next: bingTarget(q.get("u")) ?? q.get("u"), direct: false };
  return null;
}

/** The link's real target, or null when it is not an http(s) link or a wrapper hides where it goes. */
export function linkTarget(href: string, pageUrl: string): LinkTarget | null {
  let url = httpUrl(href, pageUrl);
  let direct = true;
  for (let depth = 0; url !== null && depth < MAX_DEPTH; depth++) {
    const wrapped = unwrap(url);
    if (wrapped === null) return { url: url.href, direct };
    direct &&= wrapped.direct;
    url = httpUrl(wrapped.next);
  }
  return null;
}
