import { getPublicSuffix } from "tldts";
import type { ParsedHost } from "../../url/parse-input.ts";
import { countLetters, HASH_BASE, hashLetters } from "../distance/letter-hash.ts";
import { GOVERNMENT_LABELS } from "../guards/benign-domains.ts";

const DOT = 46;
const HYPHEN = 45;

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
  /** The whole host without a leading `www.`: `evisa.gov.tr`. */
  readonly whole: string;
  /** `body` and `label` without dots and hyphens (built on first use). */
  readonly bodyCompact: string;
  readonly labelCompact: string;
  /** The whole host (without a leading `www`) without dots and hyphens: `evisagovtr` (built on first use). */
  readonly hostCompact: string;
  /** Letters (dots and hyphens not counted) and letter hashes (`hashLetters`) of the three compact forms. */
  readonly hostLetters: number;
  readonly bodyLetters: number;
  readonly labelLetters: number;
  readonly hostHash: number;
  readonly bodyHash: number;
  readonly labelHash: number;
  /** The last label of the host (`tr`, `com`). */
  readonly tld: string;
}

const TLDTS_FAST = { extractHostname: false, validateHostname: false, detectIp: false } as const;
// The same labels the precision guard protects: one list, so the two cannot drift apart.
const GOVERNMENT_LABEL_SET: ReadonlySet<string> = new Set(GOVERNMENT_LABELS);

/** `text` without dots and hyphens. */
export function compact(text: string): string {
  return text.includes("-") || text.includes(".") ? text.replace(/[.-]/g, "") : text;
}

/**
 * Most hosts match no portal name: their parts are compared by letter hash first, so the compact
 * strings are only built for the few that need them.
 */
class Shape implements HostShape {
  #hostCompact: string | undefined;
  #bodyCompact: string | undefined;
  #labelCompact: string | undefined;
  readonly hostLetters: number;
  readonly bodyLetters: number;
  readonly labelLetters: number;
  readonly hostHash: number;
  readonly bodyHash: number;
  readonly labelHash: number;

  constructor(
    readonly ascii: string,
    readonly unicode: string,
    readonly suffix: string,
    readonly body: string,
    readonly label: string,
    readonly whole: string,
    readonly tld: string,
  ) {
    // One pass over the whole host's letters: the body is its start and the label ends the body.
    const bodyEnd = body.length;
    const labelStart = bodyEnd - label.length;
    let letters = 0;
    let hash = 0;
    let labelHash = 0;
    let bodyLetters = 0;
    let bodyHash = 0;
    const prefix = body === "" || whole.startsWith(body);
    let lettersBeforeLabel = 0;
    for (let i = 0; i < whole.length; i++) {
      if (i === labelStart) lettersBeforeLabel = letters;
      if (prefix && i === bodyEnd) {
        bodyLetters = letters;
        bodyHash = hash;
      }
      const code = whole.charCodeAt(i);
      if (code === DOT || code === HYPHEN) continue;
      letters++;
      hash = (Math.imul(hash, HASH_BASE) + code) | 0;
      if (i >= labelStart && i < bodyEnd) labelHash = (Math.imul(labelHash, HASH_BASE) + code) | 0;
    }
    if (labelStart === whole.length) lettersBeforeLabel = letters;
    if (prefix && bodyEnd === whole.length) {
      bodyLetters = letters;
      bodyHash = hash;
    }
    this.hostLetters = letters;
    this.hostHash = hash;
    if (prefix) {
      this.bodyLetters = bodyLetters;
      this.bodyHash = bodyHash;
      this.labelLetters = bodyLetters - lettersBeforeLabel;
      this.labelHash = labelHash;
    } else {
      this.bodyLetters = countLetters(body);
      this.bodyHash = hashLetters(body);
      this.labelLetters = countLetters(label);
      this.labelHash = hashLetters(label);
    }
  }

  get hostCompact(): string {
    this.#hostCompact ??= compact(this.whole);
    return this.#hostCompact;
  }

  get bodyCompact(): string {
    this.#bodyCompact ??= compact(this.body);
    return this.#bodyCompact;
  }

  get labelCompact(): string {
    this.#labelCompact ??= compact(this.label);
    return this.#labelCompact;
  }
}

/**
 * The public suffix list lacks many government second levels (`gov.vu`, `gov.md`): a host's name is what
 * comes before them, so `immigration.gov.vu` is named `immigration` like `immigration.gov.np`.
 */
function governmentSuffix(host: string, suffix: string): string {
  const last = host.lastIndexOf(".");
  if (last < 0 || host.length - last !== 3 || suffix.length > 2) return suffix;
  const before = host.lastIndexOf(".", last - 1);
  return GOVERNMENT_LABEL_SET.has(host.slice(before + 1, last)) ? host.slice(before + 1) : suffix;
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
  return new Shape(ascii, unicode, suffix, body, label, whole, ascii.slice(ascii.lastIndexOf(".") + 1));
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
