/// <reference path="./punycode.d.ts" />
// The maintained punycode package, since core cannot use node:url (it also runs in browsers).
import { toUnicode } from "punycode/punycode.es6.js";

/** Longest input the verdict accepts; longer input is `invalid` (browsers and servers cap URLs near here). */
export const MAX_INPUT_LENGTH = 2048;

export type InvalidReason =
  | "empty"
  | "too-long"
  | "unsupported-scheme"
  | "no-host"
  | "unparsable"
  | "relative-reference";

/** A host as a browser would connect to it. */
export interface ParsedHost {
  /** Lowercase ASCII (punycode) host without a trailing dot, e.g. `www.evisa.gov.tr`. */
  readonly ascii: string;
  /** The same host in Unicode, for display and confusable checks. */
  readonly unicode: string;
  /** IPv4 or IPv6 literal: never official. */
  readonly isIp: boolean;
}

export interface ParsedInput {
  readonly ok: true;
  /** The normalised URL a browser would open. */
  readonly href: string;
  readonly host: ParsedHost;
}

export interface InvalidInput {
  readonly ok: false;
  readonly reason: InvalidReason;
  /** The scheme, for `unsupported-scheme`. */
  readonly scheme?: string;
}

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
// `evisa.gov.tr:443` or `localhost:8080/x` look like a scheme to a URL parser but are a bare host and port.
const PORT_AFTER_COLON = /^\d+(?:[/?#\\]|$)/;
const IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
// `/host`, `\host`, `./x`, `../x`, `?x`, `#x`: a path, query or fragment of whatever page the link is on.
const RELATIVE_START = /^(?:[/\\](?![/\\])|\.{1,2}(?:[/\\]|$)|[?#])/;
// After `http:` or `https:`, two slashes (either way round) start the host whatever page the link is on.
const AUTHORITY_START = /^[/\\]{2}/;

/** Leading/trailing C0 controls and spaces are stripped and tabs/newlines removed, as the WHATWG parser does. */
function stripLikeBrowser(input: string): string {
  // Most input has nothing to strip: two end checks and three searches, no regex replace.
  const clean =
    input.length > 0 &&
    input.charCodeAt(0) > 0x20 &&
    input.charCodeAt(input.length - 1) > 0x20 &&
    !input.includes("\t") &&
    !input.includes("\n") &&
    !input.includes("\r");
  if (clean) return input;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the WHATWG parser strips exactly these.
  return input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
}

/**
 * The absolute URL to parse: the input itself when it names its scheme, else `https://` + a bare domain
 * (`evisa.gov.tr`, `//evisa.gov.tr`, `evisa.gov.tr:443/x`). Null for a relative reference: as a link,
 * `/evisa.gov.tr` or `https:evisa.gov.tr` opens the page's own site, so no host can be judged from it.
 */
function absoluteUrl(input: string): string | null {
  if (AUTHORITY_START.test(input)) return `https:${input}`;
  if (RELATIVE_START.test(input)) return null;
  // A bare domain has no colon at all: no scheme to look for.
  if (!input.includes(":")) return `https://${input}`;
  const scheme = SCHEME.exec(input);
  if (!scheme) return `https://${input}`;
  const rest = input.slice(scheme[0].length);
  if (PORT_AFTER_COLON.test(rest)) return `https://${input}`;
  const name = (scheme[1] as string).toLowerCase();
  // Without the two slashes, a link on a page of the same scheme resolves against that page.
  if ((name === "http" || name === "https") && !AUTHORITY_START.test(rest)) return null;
  return input;
}

function hostOf(hostname: string): ParsedHost {
  // The parser writes every IPv4 host in dotted decimal, so a host that does not end in a digit is none.
  const last = hostname.charCodeAt(hostname.length - 1);
  const isIp = hostname.startsWith("[") || (last >= 48 && last <= 57 && IPV4.test(hostname));
  // A browser treats `evisa.gov.tr.` as `evisa.gov.tr`; only one trailing dot is the root label.
  const ascii = hostname.endsWith(".") ? hostname.slice(0, -1) : hostname;
  let unicode = ascii;
  if (!isIp && ascii.includes("xn--")) {
    try {
      unicode = toUnicode(ascii);
    } catch {
      unicode = ascii;
    }
  }
  return { ascii, unicode, isIp };
}

/** Parses a URL or bare domain exactly as a browser would, and says why when it cannot be judged. */
export function parseInput(raw: string): ParsedInput | InvalidInput {
  if (raw.length > MAX_INPUT_LENGTH) return { ok: false, reason: "too-long" };
  const input = stripLikeBrowser(raw);
  if (input === "") return { ok: false, reason: "empty" };
  const absolute = absoluteUrl(input);
  if (absolute === null) return { ok: false, reason: "relative-reference" };
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return { ok: false, reason: "unparsable" };
  }
  // Each URL getter cuts a new string from the href: read each once.
  const protocol = url.protocol;
  if (protocol !== "http:" && protocol !== "https:") {
    return { ok: false, reason: "unsupported-scheme", scheme: protocol.slice(0, -1) };
  }
  const hostname = url.hostname;
  if (hostname === "" || hostname === ".") return { ok: false, reason: "no-host" };
  return { ok: true, href: url.href, host: hostOf(hostname) };
}
