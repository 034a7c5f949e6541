import { getPublicSuffix } from "tldts";
import type { ParsedHost } from "../url/parse-input.ts";
import { HOSTING_PLATFORMS } from "./hosting-platforms.ts";
import { GOVERNMENT_LABELS } from "./known-domains.ts";

/**
 * A host cut into the plain strings the detectors compare. `verify` builds it once per verdict and
 * passes it to every detector.
 */
export interface HostDescription {
  /** Lowercase ASCII (punycode) host without a trailing dot: `www.evisa.gov.tr`. */
  readonly ascii: string;
  /** The same host in Unicode, as the traveller sees it. */
  readonly unicode: string;
  /** The host without a leading `www.`: `evisa.gov.tr`. */
  readonly whole: string;
  /** Public suffix with government second levels and hosting platforms: `gov.tr`, `com`, `github.io`. */
  readonly suffix: string;
  /** The last label: `tr`, `com`. */
  readonly tld: string;
  /** The last two labels: `gov.tr`, `evisa.com`. */
  readonly lastTwo: string;
  /** The host without its suffix and a leading `www`: `evisa`, `esta.cbp.dhs`. */
  readonly body: string;
  /** The label just before the suffix (the part its owner registered): `evisa`. */
  readonly label: string;
  /** The registered name, label and suffix (`evisa.gov.tr`), or empty when the host is a bare suffix. */
  readonly domain: string;
  /** `whole`, `body` and `label` without dots and hyphens: `evisagovtr`, `evisa`, `evisa`. */
  readonly wholeLetters: string;
  readonly bodyLetters: string;
  readonly labelLetters: string;
  /** Whether the suffix is a hosting platform, where anyone can take a label. */
  readonly onPlatform: boolean;
  /**
   * The two letters of a country's internet code the suffix ends with (`tr` in `evisa.com.tr`), or those of
   * a country-named second level anyone can register under a generic domain (`us` in `esta.us.org`,
   * `uk` in `eta.uk.com`, sold as that country's address); empty otherwise. Whether the letters name a
   * country is the detectors' question.
   */
  readonly countryCode: string;
}

const GOVERNMENT = new Set(GOVERNMENT_LABELS);
const PLATFORMS = new Set(HOSTING_PLATFORMS);
const PSL = { allowPrivateDomains: true, extractHostname: false, validateHostname: false } as const;
const ICANN = { extractHostname: false, validateHostname: false } as const;

/** `text` without dots and hyphens. */
export function letters(text: string): string {
  // Most labels hold neither: no rewrite for them.
  return text.includes(".") || text.includes("-") ? text.replace(/[.-]/g, "") : text;
}

/**
 * The words a host writes apart: its labels and hyphen-separated words, each without a year glued to either
 * end, which is added to a name (`evisa-govmd2025`, `2026etagov`), not part of it. Other digits stay:
 * `visa2egypt` and `i94` are names. The page prefilter (prefilter/host-prefilter.ts) splits alike.
 */
export function apartWords(text: string): string[] {
  const words = text.split(/[.-]/);
  // Most hosts hold no year: no rewrite for them (this runs for every host the embedded-name search reads).
  if (!/[12][09][0-9]{2}/.test(text)) return words;
  return words.map((word) => word.replace(/^(?:19|20)[0-9]{2}(?=[a-z])|(?<=[a-z])(?:19|20)[0-9]{2}$/g, ""));
}

/**
 * The public suffix list lacks many government second levels (`gov.vu`, `gov.md`) and a few hosting
 * platforms: a host's name is what comes before them, so `immigration.gov.vu` is named `immigration`.
 */
function suffixOf(host: string): { suffix: string; onPlatform: boolean } {
  const listed = getPublicSuffix(host, PSL) ?? "";
  const lastTwo = tailStart(host, 2);
  const lastThree = lastTwo > 0 ? tailStart(host, 3) : -1;
  // A platform's own name (`wordpress.com`) is no subdomain of it: it needs a label in front.
  for (const start of [lastThree, lastTwo]) {
    const tail = host.slice(start);
    if (start > 0 && tail.length > listed.length && PLATFORMS.has(tail))
      return { suffix: tail, onPlatform: true };
  }
  // `immigration.gov.vu`: a government label under a two-letter code the list lacks.
  const tld = host.slice(host.lastIndexOf(".") + 1);
  if (lastThree >= 0 && listed.length <= 2 && tld.length === 2) {
    const second = host.slice(lastTwo, host.length - tld.length - 1);
    if (GOVERNMENT.has(second)) return { suffix: host.slice(lastTwo), onPlatform: false };
  }
  // The private section of the list names platforms (github.io, blogspot.com) the ICANN section does not.
  return { suffix: listed, onPlatform: listed.includes(".") && getPublicSuffix(host, ICANN) !== listed };
}

/** The country code a suffix carries (see `HostDescription.countryCode`). */
function countryCodeOf(suffix: string, tld: string, onPlatform: boolean): string {
  if (tld.length === 2) return tld;
  const [second, ...rest] = suffix.split(".");
  return onPlatform && rest.length === 1 && second?.length === 2 ? second : "";
}

/** Where the last `count` labels of `host` begin; 0 when it has no more labels than that, -1 if fewer. */
function tailStart(host: string, count: number): number {
  let at = host.length;
  for (let i = 0; i < count; i++) {
    if (at <= 0) return -1;
    at = host.lastIndexOf(".", at - 1);
  }
  return at + 1;
}

/** Describes a parsed host (or a registry host, whose Unicode form is itself). */
export function describeHost(host: Pick<ParsedHost, "ascii" | "unicode">): HostDescription {
  // `evisa.gov.tr..` keeps a dot after the parser drops one; judge the name, not the dots.
  const ascii = host.ascii.endsWith(".") ? host.ascii.replace(/\.+$/, "") : host.ascii;
  const { suffix, onPlatform } = suffixOf(ascii);
  let body = ascii.length > suffix.length + 1 ? ascii.slice(0, -suffix.length - 1) : "";
  if (body.startsWith("www.")) body = body.slice(4);
  else if (body === "www") body = "";
  const label = body.slice(body.lastIndexOf(".") + 1);
  const tld = ascii.slice(ascii.lastIndexOf(".") + 1);
  const whole = ascii.startsWith("www.") ? ascii.slice(4) : ascii;
  return {
    ascii,
    unicode: host.unicode,
    whole,
    suffix,
    tld,
    lastTwo: ascii.slice(ascii.lastIndexOf(".", ascii.lastIndexOf(".") - 1) + 1),
    body,
    label,
    domain: label === "" ? "" : `${label}.${suffix}`,
    wholeLetters: letters(whole),
    bodyLetters: letters(body),
    labelLetters: letters(label),
    onPlatform,
    countryCode: countryCodeOf(suffix, tld, onPlatform),
  };
}
