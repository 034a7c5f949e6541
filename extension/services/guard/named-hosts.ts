// The hosts the registry names as not official, read from a snapshot alone: the build reads them too
// (build/write-navigation-filters.ts), before the bundled snapshot the services import is written.
import type { Snapshot } from "@entryguard/core";

/** Every host the registry names as not official: known unofficial sites and former portal hosts. */
export function namedHosts(snapshot: Snapshot): Set<string> {
  const hosts = new Set<string>();
  for (const country of snapshot.countries) {
    for (const k of country.known_unofficial) hosts.add(k.host);
    for (const f of country.former_hosts) hosts.add(f.host);
  }
  return hosts;
}
