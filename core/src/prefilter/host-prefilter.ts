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
   * Sorted FNV-1a hashes of every portal name (plain and skeleton), every official host's letters and the
   * single-letter deletions of every name the typo detector compares: their big-endian bytes, four per
   * hash, in base64 (a third of the page's script smaller than eight hex digits each). Official hosts'
   * skeletons and the names core judges under a government suffix too are in `government` instead.
   */
  readonly nameHashes: string;
  /**
   * Government suffixes (as core's precision guard reads them: a `.gov`-like top-level domain, or a
   * government label under a registry country's code) and the only names core judges under them, each
   * list encoded as `nameHashes`: official hosts' skeletons (`hostHashes`, matched there by a tail of
   * labels with a stand-in in it), and the registry's named hosts and weak programme names beside a
   * country (`nameHashes`, any run).
   */
  readonly government: {
    readonly tlds: readonly string[];
    readonly labels: readonly string[];
    readonly codes: readonly string[];
    readonly hostHashes: string;
    readonly nameHashes: string;
  };
}

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a from state `h` over `text[from..to)`, skipping the character at `skip`. */
function fnv(h: number, text: string, from: number, to: number, skip = -1): number {
  for (let i = from; i < to; i++) {
    if (i === skip) continue;
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** 32-bit FNV-1a over UTF-16 code units. */
export function nameHash(text: string): number {
  return fnv(FNV_OFFSET, text, 0, text.length) >>> 0;
}

/** The ASCII part of core's confusable skeleton: digits and letter pairs standing in for a letter. */
export function foldAsciiStandIns(text: string): string {
  return text.replace(/0/g, "o").replace(/1/g, "l").replaceAll("rn", "m").replaceAll("vv", "w");
}

/** The stand-ins folded with a 1 read as an i: core reads `ev1sa-india` so as well as with an l. */
const asI = (text: string) => foldAsciiStandIns(text.replace(/1/g, "i"));

/**
 * A text as written and with its ASCII stand-ins read as letters, a 1 as an l or an i, as core reads
 * `ma1ta-visa` and `ev1sa-india` (a superset of core's fold).
 */
function readings(text: string): Set<string> {
  return new Set([text, foldAsciiStandIns(text), asI(text)]);
}

export interface Prefilter {
  /** True when core might flag `host` (an ASCII, lowercased host as `location.hostname` gives it). */
  mayBeFlagged(host: string): boolean;
}

/** The table's hashes, sorted, once each, as base64 of their big-endian bytes (written at build time). */
export function encodeHashes(hashes: Iterable<number>): string {
  let bytes = "";
  for (const hash of [...new Set(hashes)].sort((a, b) => a - b))
    bytes += String.fromCharCode(hash >>> 24, (hash >>> 16) & 0xff, (hash >>> 8) & 0xff, hash & 0xff);
  return btoa(bytes);
}

/** The hash at position `i` of the decoded table (four bytes, big-endian). */
function hashAt(bytes: string, i: number): number {
  const at = i * 4;
  return (
    ((bytes.charCodeAt(at) << 24) |
      (bytes.charCodeAt(at + 1) << 16) |
      (bytes.charCodeAt(at + 2) << 8) |
      bytes.charCodeAt(at + 3)) >>>
    0
  );
}

/** Binary search over the decoded table, read where it lies: a page copies nothing more. */
function has(bytes: string, hash: number): boolean {
  let lo = 0;
  let hi = bytes.length / 4 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const value = hashAt(bytes, mid);
    if (value === hash) return true;
    if (value < hash) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Shortest run of letters the name checks look at (core's shortest name is five letters). */
const MIN_RUN = 4;
/** Longest run worth hashing: longer than any portal name plus two edits. */
const MAX_RUN = 64;

/** A prefilter over a table. */
export function createPrefilter(table: PrefilterTable): Prefilter {
  const tokens = new Set(table.tokens);
  const suffixes = {
    tlds: new Set(table.government.tlds),
    labels: new Set(table.government.labels),
    codes: new Set(table.government.codes),
  };
  /**
   * As core's `underGovernment`, how many of the last labels are a government suffix: one for a `.gov`-like
   * TLD, two for a government label under a code, none when the host is under no government suffix.
   */
  const governmentSuffixLength = (labels: readonly string[]): number => {
    const last = labels[labels.length - 1] ?? "";
    const second = labels[labels.length - 2];
    if (suffixes.tlds.has(last)) return 1;
    return second !== undefined && suffixes.labels.has(second) && suffixes.codes.has(last) ? 2 : 0;
  };
  /**
   * Under a government suffix core reads visa words in one label left of it (its registrable label, or the
   * one before a platform suffix such as service.gov.uk), and names a country there only when that label is
   * all known words with a country's name among them, four letters at least (a code or a short abbreviation
   * there is as often an agency's acronym): any label left of the suffix that holds a visa word and four more
   * letters may be read so. `beta` (beta.gouv.fr), `etax` and `ukvisas` are a visa word and too few letters.
   */
  const governmentVisaLabel = (left: readonly string[]): boolean => {
    for (const label of left)
      for (const form of readings(label)) {
        const letterCount = form.replace(/[^a-z]/g, "").length;
        for (const word of table.words)
          if (form.includes(word) && letterCount >= word.replace(/[^a-z]/g, "").length + 4) return true;
      }
    return false;
  };
  /** The page's one decoding of a hash list: a string of four bytes per hash. */
  const lookup = (encoded: string) => {
    const bytes = atob(encoded);
    return (hash: number) => has(bytes, hash >>> 0);
  };
  const portalName = lookup(table.nameHashes);
  const hostSkeleton = lookup(table.government.hostHashes);
  const governmentName = lookup(table.government.nameHashes);
  const anyName = (hash: number) => portalName(hash) || hostSkeleton(hash) || governmentName(hash);
  /** The run itself, folded, and (for typos) with each one letter left out, hashed without copies. */
  const runMatches = (run: string, known: (hash: number) => boolean): boolean => {
    if (run.length < MIN_RUN || run.length > MAX_RUN) return false;
    if (known(fnv(FNV_OFFSET, run, 0, run.length))) return true;
    const folded = foldAsciiStandIns(run);
    if (folded !== run && known(fnv(FNV_OFFSET, folded, 0, folded.length))) return true;
    let prefix = FNV_OFFSET;
    for (let i = 0; i < run.length; i++) {
      if (known(fnv(prefix, run, i + 1, run.length))) return true;
      prefix = fnv(prefix, run, i, i + 1);
    }
    return false;
  };
  return {
    mayBeFlagged(host) {
      for (const portal of table.official)
        if (host === portal || (host.endsWith(portal) && host[host.length - portal.length - 1] === "."))
          return false;
      // Internationalised names go to the verifier: their skeletons need the confusables data.
      if (host.includes("xn--") || /[^\x20-\x7e]/.test(host)) return true;
      const forms = readings(host);
      const labels = host.split(".");
      const suffixLength = governmentSuffixLength(labels);
      const government = suffixLength > 0;
      if (!government) {
        for (const word of table.words) for (const form of forms) if (form.includes(word)) return true;
      } else if (governmentVisaLabel(labels.slice(0, labels.length - suffixLength))) {
        return true;
      }
      // Under a government suffix core's precision guard clears every portal name a host holds: a
      // ministry's or a council's host (`www.mofa.go.jp`, `tfl.gov.uk`) is not held for `mofagojp` or
      // `govuk`. There its runs are asked only about the names core still judges, and its tails, as core's
      // homoglyph check reads them, whether a stand-in in one makes it a portal host (`apply.etrave1.gov.ph`).
      if (government) {
        for (let i = 0; i < labels.length - 1; i++) {
          // Folded with its dots, as core folds a host: `vv` across two labels (`gov.vu`) is no w.
          const tail = labels.slice(i).join(".");
          for (const form of [foldAsciiStandIns(tail), asI(tail)])
            if (form !== tail && hostSkeleton(nameHash(form.replace(/[.-]/g, "")))) return true;
        }
      }
      // As core's apartWords (host/host-description.ts): a year glued to either end of a word is set apart.
      const written = host
        .split(/[.-]/)
        .map((word) => word.replace(/^(?:19|20)[0-9]{2}(?=[a-z])|(?<=[a-z])(?:19|20)[0-9]{2}$/g, ""));
      const wordForms =
        forms.size === 1 ? [written] : [written, written.map(foldAsciiStandIns), written.map(asI)];
      for (const words of wordForms) {
        for (const word of words) if (tokens.has(word)) return true;
        // Every run of whole labels or hyphen-separated words: core's portal names (other suffix, embedded
        // name, typo of a body, label or whole host) are always such runs with the separators taken out.
        for (let start = 0; start < words.length; start++) {
          let run = "";
          for (let end = start; end < words.length; end++) {
            run += words[end];
            if (runMatches(run, government ? governmentName : anyName)) return true;
          }
        }
      }
      return false;
    },
  };
}
