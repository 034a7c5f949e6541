import { getDomain, getPublicSuffix } from "tldts";
import type { HostDescription } from "../../host/host-description.ts";
import { BENIGN_DOMAINS, GOVERNMENT_LABELS, GOVERNMENT_TLDS } from "../../host/known-domains.ts";
import { internetCode } from "../../lexicon/country-codes.ts";
import type { PortalIndex } from "../../snapshot/portal-index.ts";
import type { SnapshotCountry } from "../../snapshot/snapshot-schema.ts";

/** True for a host no lookalike or impersonation rule may touch. */
export type PrecisionGuard = (host: HostDescription) => boolean;

/**
 * The parts of the government suffixes: `.gov`-like top-level domains, and second-level labels (`gov`, `go`,
 * `gouv`) under every registry country's code (`uk` for the United Kingdom too).
 */
export function governmentSuffixParts(countries: readonly SnapshotCountry[]): {
  tlds: string[];
  labels: string[];
  codes: string[];
} {
  // Each internet code, and the United Kingdom's ISO code too (.uk is its domain, gb its code).
  const codes = countries.flatMap((c) => (c.iso2 === "GB" ? ["gb", internetCode(c)] : [internetCode(c)]));
  return { tlds: [...GOVERNMENT_TLDS], labels: [...GOVERNMENT_LABELS], codes };
}

/**
 * The government suffixes of every registry country (`gov.tr`, `go.ke`, `gouv.fr`) and `.gov`-like TLDs, by
 * their parts: a suffix is asked about by its labels, so no list of every label and code pair is built.
 */
export interface GovernmentSuffixes {
  readonly tlds: ReadonlySet<string>;
  readonly labels: ReadonlySet<string>;
  readonly codes: ReadonlySet<string>;
}

export function governmentSuffixes(countries: readonly SnapshotCountry[]): GovernmentSuffixes {
  const { tlds, labels, codes } = governmentSuffixParts(countries);
  return { tlds: new Set(tlds), labels: new Set(labels), codes: new Set(codes) };
}

/** Whether `suffix` is one: a `.gov`-like TLD (`gov`), or a government label under a country's code (`gov.tr`). */
export function isGovernmentSuffix(suffixes: GovernmentSuffixes, suffix: string): boolean {
  const [label, code, more] = suffix.split(".");
  if (code === undefined) return suffixes.tlds.has(suffix);
  return more === undefined && suffixes.labels.has(label as string) && suffixes.codes.has(code);
}

/** Whether the host is under a government suffix, where only that government can register names. */
export function underGovernment(suffixes: GovernmentSuffixes, host: HostDescription): boolean {
  // A platform the government runs under its own suffix (`service.gov.uk`) is still under `gov.uk`.
  return isGovernmentSuffix(suffixes, host.tld) || isGovernmentSuffix(suffixes, host.lastTwo);
}

/**
 * The registry country whose government holds a host's government suffix: its country code's (`gov.np`,
 * `gov.uk`), the United States' for `.gov` and `.mil`; none for `.edu` and `.int`, which no one government
 * holds, and none for a suffix the public suffix list lacks: `govt.vn` is no second level of Vietnam's registry
 * but a name someone registered, whose subdomains (vietnamvisa.govt.vn) are theirs.
 */
export function governmentOf(
  countries: readonly SnapshotCountry[],
  host: HostDescription,
): SnapshotCountry | undefined {
  const tldSuffix = host.tld === "gov" || host.tld === "mil";
  const suffix = tldSuffix ? host.tld : host.lastTwo;
  if (getPublicSuffix(host.ascii, { allowPrivateDomains: false }) !== suffix) return undefined;
  return countries.find((c) => (tldSuffix ? c.iso2 === "US" : internetCode(c) === host.tld));
}

/** Whether two records are one sovereign's: the same, or a territory sharing the other's portal (ESTA). */
export function sameSovereign(a: SnapshotCountry, b: SnapshotCountry): boolean {
  return (
    a === b || a.portals.some((p) => p.shared_by === b.id) || b.portals.some((p) => p.shared_by === a.id)
  );
}

/**
 * Chromium never calls a host under a government suffix a lookalike: nobody but that government can
 * register there. We protect every government suffix of every registry country, the registrable domains
 * of the portals themselves (their owners run them), and a short benign allowlist. (Visa-themed names
 * under a government suffix get their own rule in the country-and-visa detector.)
 */
export function buildPrecisionGuard(government: GovernmentSuffixes, portals: PortalIndex): PrecisionGuard {
  const domains = new Set<string>(BENIGN_DOMAINS);
  for (const host of portals.keys()) {
    const domain = getDomain(host);
    if (domain) domains.add(domain);
  }
  return (host) => underGovernment(government, host) || domains.has(host.domain);
}
