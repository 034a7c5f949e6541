import { type CountryRecord, portalHosts } from "@entryguard/core";

/** One portal to check, with every host its record calls official (where redirects may go). */
export interface CheckTarget {
  /** The record's id. */
  readonly country: string;
  readonly url: string;
  readonly hosts: readonly string[];
}

/** Every portal of the given records, in record order. */
export function checkTargets(records: readonly CountryRecord[]): CheckTarget[] {
  return records.flatMap((record) => {
    const hosts = [...new Set(record.portals.flatMap((p) => portalHosts(p)))];
    return record.portals.map((p) => ({ country: record.id, url: p.url, hosts }));
  });
}

/** True when `host` is one of `hosts` or a subdomain of one: the same rule as the verdict's. */
export function isOnHosts(host: string, hosts: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  return hosts.some((parent) => h === parent || h.endsWith(`.${parent}`));
}
