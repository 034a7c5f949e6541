import { getPublicSuffix } from "tldts";
import type { ParsedHost } from "../../url/parse-input.ts";

/** A host cut into the parts the detectors compare, computed once per verdict. */
export interface HostShape {
  readonly ascii: string;
  readonly unicode: string;
  /** Public suffix (ICANN list), e.g. `gov.tr`, `com`. */
  readonly suffix: string;
  /** The host without its public suffix and without a leading `www`, e.g. `evisa` or `esta.cbp.dhs`. */
  readonly body: string;
  /** The registrable label, e.g. `evisa` for `www.evisa.gov.tr`. */
  readonly label: string;
  /** `body` and `label` without dots and hyphens. */
  readonly bodyCompact: string;
  readonly labelCompact: string;
  /** The whole host (without a leading `www`) without dots and hyphens: `evisagovtr`. */
  readonly hostCompact: string;
  /** The last label of the host (`tr`, `com`). */
  readonly tld: string;
}

const TLDTS_FAST = { extractHostname: false, validateHostname: false, detectIp: false } as const;
const GOVERNMENT_LABELS = new Set([
  "gov",
  "go",
  "gob",
  "gouv",
  "govt",
  "gv",
  "gub",
  "mil",
  "ac",
  "edu",
  "nic",
  "gc",
]);

/** `text` without dots and hyphens; a loop, since a regex replace per host part costs more. */
function compact(text: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code !== 46 && code !== 45) continue;
    if (i > from) out += text.slice(from, i);
    from = i + 1;
  }
  return from === 0 ? text : from < text.length ? out + text.slice(from) : out;
}

/**
 * The public suffix list lacks many government second levels (`gov.vu`, `gov.md`): a host's name is what
 * comes before them, so `immigration.gov.vu` is named `immigration` like `immigration.gov.np`.
 */
function governmentSuffix(host: string, suffix: string): string {
  const last = host.lastIndexOf(".");
  if (last < 0 || host.length - last !== 3 || suffix.length > 2) return suffix;
  const before = host.lastIndexOf(".", last - 1);
  return GOVERNMENT_LABELS.has(host.slice(before + 1, last)) ? host.slice(before + 1) : suffix;
}

/** Cuts an ASCII host into its comparable parts (pure; callers go through `shapeOf`). */
export function shapeHost(host: string, unicode = host): HostShape {
  // `evisa.gov.tr..` keeps a dot after the parser drops one; judge the name, not the dots.
  const ascii = host.endsWith(".") ? host.replace(/\.+$/, "") : host;
  const suffix = governmentSuffix(ascii, getPublicSuffix(ascii, TLDTS_FAST) ?? "");
  let body = ascii.length > suffix.length + 1 ? ascii.slice(0, -suffix.length - 1) : "";
  if (body.startsWith("www.")) body = body.slice(4);
  else if (body === "www") body = "";
  const lastDot = body.lastIndexOf(".");
  const label = lastDot < 0 ? body : body.slice(lastDot + 1);
  const whole = ascii.startsWith("www.") ? ascii.slice(4) : ascii;
  return {
    ascii,
    unicode,
    suffix,
    body,
    label,
    bodyCompact: compact(body),
    labelCompact: compact(label),
    hostCompact: compact(whole),
    tld: ascii.slice(ascii.lastIndexOf(".") + 1),
  };
}

// The verdict runs several detectors on the same host object: cut it once.
let lastHost: ParsedHost | null = null;
let lastShape: HostShape | null = null;

/** The shape of a parsed host, shared by all detectors of one verdict. */
export function shapeOf(host: ParsedHost): HostShape {
  if (host !== lastHost || lastShape === null) {
    lastShape = shapeHost(host.ascii, host.unicode);
    lastHost = host;
  }
  return lastShape;
}
