import { officialPortalsFor, portalHosts, type RegistryIndex } from "@entryguard/core";

/** Why a host is on the blocklist. */
export type BlocklistReason = "known-unofficial" | "former-host";

/** One blocked host and the registry claims behind it (one per country that lists it). */
export interface BlocklistEntry {
  readonly host: string;
  readonly claims: readonly {
    readonly country: string;
    readonly reason: BlocklistReason;
    /** The public page behind the claim (always set for known-unofficial hosts). */
    readonly source: string | null;
  }[];
}

/** `host` equals `parent` or lies under it, as a DNS name (never a substring match). */
function within(host: string, parent: string): boolean {
  return host === parent || host.endsWith(`.${parent}`);
}

/**
 * Hosts no blocklist may name: every portal and partner host and every unconfirmed government host.
 * A rule for a parent domain also blocks its subdomains (adblock `||host^`, RPZ `*.host`), so a listed host
 * must also not be a parent of any of these.
 */
function protectedHosts(index: RegistryIndex): string[] {
  const hosts: string[] = [];
  for (const country of index.snapshot.countries) {
    for (const portal of country.portals) hosts.push(...portalHosts(portal));
    for (const partner of country.partners ?? []) hosts.push(partner.host);
    for (const unconfirmed of country.unconfirmed ?? []) hosts.push(unconfirmed.host);
  }
  return hosts;
}

/**
 * The registry's known-unofficial and former hosts, sorted, each once, leaving out any host that is (or
 * covers) an official, partner or unconfirmed government host: a blocklist must never block the real portal.
 */
export function blocklistEntries(index: RegistryIndex): BlocklistEntry[] {
  const keep = protectedHosts(index);
  const byHost = new Map<string, BlocklistEntry["claims"][number][]>();
  const add = (host: string, claim: BlocklistEntry["claims"][number]) => {
    if (officialPortalsFor(index.portalsByHost, host).length > 0) return;
    if (keep.some((k) => within(k, host) || within(host, k))) return;
    const claims = byHost.get(host) ?? [];
    claims.push(claim);
    byHost.set(host, claims);
  };
  for (const country of index.snapshot.countries) {
    for (const k of country.known_unofficial)
      add(k.host, { country: country.id, reason: "known-unofficial", source: k.source });
    for (const f of country.former_hosts)
      add(f.host, { country: country.id, reason: "former-host", source: f.source ?? null });
  }
  return [...byHost]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([host, claims]) => ({ host, claims }));
}
