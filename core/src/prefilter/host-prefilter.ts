// A cheap question a page can ask before anything else runs: could core flag this host at all? It answers
// from a table the build derives from core's own words and names (build-prefilter.ts), with no index, no
// lexicon segmenting and no imports, so a page pays a few hundred hash lookups. A "no" must be sound: every
// host core warns about answers "yes" (a differential test holds it to that over the corpora); a "yes" only
// means the verifier must be asked.

/** The serialisable table: built once per registry snapshot, shipped to every page as JSON. */
export interface PrefilterTable {
  /** The snapshot it was derived from. */
  readonly derivedFrom: string;
  /** Visa and programme words core's country-and-visa detector needs before it reads a host at all. */
  readonly words: readonly string[];
  /** Portal hosts core calls official, with every subdomain: never held. */
  readonly official: readonly string[];
  /** Short stand-ins that count only as a whole word between separators (`vis`, `immi`). */
  readonly tokens: readonly string[];
  /**
   * Sorted FNV-1a hashes of every portal name (plain and skeleton), every official host's letters and
   * skeleton, and the single-letter deletions of every name the typo detector compares, base64 of a
   * little-endian Uint32Array.
   */
  readonly nameHashes: string;
}

/** 32-bit FNV-1a over UTF-16 code units. */
export function nameHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The ASCII part of core's confusable skeleton: digits and letter pairs standing in for a letter. */
export function foldAsciiStandIns(text: string): string {
  return text.replace(/0/g, "o").replace(/1/g, "l").replaceAll("rn", "m").replaceAll("vv", "w");
}

export interface Prefilter {
  /** True when core might flag `host` (an ASCII, lowercased host as `location.hostname` gives it). */
  mayBeFlagged(host: string): boolean;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Sorted hashes as base64 of their little-endian bytes (core has no atob/btoa: it runs anywhere). */
export function encodeHashes(sorted: Uint32Array): string {
  const bytes = new Uint8Array(sorted.buffer, sorted.byteOffset, sorted.byteLength);
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += BASE64.charAt(n >> 18) + BASE64.charAt((n >> 12) & 63);
    out += i + 1 < bytes.length ? BASE64.charAt((n >> 6) & 63) : "=";
    out += i + 2 < bytes.length ? BASE64.charAt(n & 63) : "=";
  }
  return out;
}

function decodeHashes(base64: string): Uint32Array {
  const clean = base64.replace(/=+$/, "");
  const bytes = new Uint8Array((clean.length * 3) >> 2);
  let bits = 0;
  let value = 0;
  let at = 0;
  for (let i = 0; i < clean.length; i++) {
    value = (value << 6) | BASE64.indexOf(clean[i] as string);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 255;
    }
  }
  return new Uint32Array(bytes.buffer, 0, bytes.length >> 2);
}

function has(sorted: Uint32Array, value: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid] as number;
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Shortest run of letters the name checks look at (core's shortest name is five letters). */
const MIN_RUN = 4;
/** Longest run worth hashing: longer than any portal name plus two edits. */
const MAX_RUN = 64;

/** Prepares a table for lookups (decodes the hashes once per page). */
export function createPrefilter(table: PrefilterTable): Prefilter {
  const hashes = decodeHashes(table.nameHashes);
  const tokens = new Set(table.tokens);
  const known = (text: string) => has(hashes, nameHash(text));
  /** The run itself, folded, and (for typos) with each one letter left out. */
  const runMatches = (run: string): boolean => {
    if (run.length < MIN_RUN || run.length > MAX_RUN) return false;
    if (known(run)) return true;
    const folded = foldAsciiStandIns(run);
    if (folded !== run && known(folded)) return true;
    for (let i = 0; i < run.length; i++) if (known(run.slice(0, i) + run.slice(i + 1))) return true;
    return false;
  };
  return {
    mayBeFlagged(host) {
      for (const portal of table.official)
        if (host === portal || (host.endsWith(portal) && host[host.length - portal.length - 1] === "."))
          return false;
      // Internationalised names go to the verifier: their skeletons need the confusables data.
      if (host.includes("xn--") || /[^\x20-\x7e]/.test(host)) return true;
      for (const word of table.words) if (host.includes(word)) return true;
      const words = host.split(/[.-]/);
      for (const word of words) if (tokens.has(word)) return true;
      // Every run of whole labels or hyphen-separated words: core's portal names (other suffix, embedded
      // name, typo of a body, label or whole host) are always such runs with the separators taken out.
      for (let start = 0; start < words.length; start++) {
        let run = "";
        for (let end = start; end < words.length; end++) {
          run += words[end];
          if (runMatches(run)) return true;
        }
      }
      return false;
    },
  };
}
