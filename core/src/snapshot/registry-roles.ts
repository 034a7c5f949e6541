// The roles the registry gives hosts beside its portals: a government-appointed partner, a host named
// but unconfirmed, a former portal host, a host named as unofficial. The registry's meta-test keeps each
// host in one role, so one map holds them all.
import type { FormerHost, KnownUnofficial, Partner, UnconfirmedHost } from "./record-schema.ts";
import type { Snapshot, SnapshotCountry } from "./snapshot-schema.ts";

export type RegistryRole =
  | { readonly role: "partner"; readonly named: readonly { country: SnapshotCountry; partner: Partner }[] }
  | { readonly role: "unconfirmed"; readonly country: SnapshotCountry; readonly entry: UnconfirmedHost }
  | { readonly role: "former"; readonly country: SnapshotCountry; readonly entry: FormerHost }
  /** Every record that names the host (`ivisa.com` is named by India's and Australia's). */
  | {
      readonly role: "known-unofficial";
      readonly named: readonly { country: SnapshotCountry; entry: KnownUnofficial }[];
    };

/** Host → its role. A partner several governments name (VFS Global) is one entry naming all of them. */
export function registryRoles(snapshot: Snapshot): Map<string, RegistryRole> {
  const roles = new Map<string, RegistryRole>();
  for (const country of snapshot.countries) {
    for (const entry of country.former_hosts) roles.set(entry.host, { role: "former", country, entry });
    for (const entry of country.known_unofficial) {
      // A host several records name belongs to none of them more than another: keep every naming.
      const known = roles.get(entry.host);
      const named = known?.role === "known-unofficial" ? known.named : [];
      roles.set(entry.host, { role: "known-unofficial", named: [...named, { country, entry }] });
    }
    for (const entry of country.unconfirmed ?? [])
      roles.set(entry.host, { role: "unconfirmed", country, entry });
  }
  // Partners last: a contractor's host is never warned about, whatever another list says.
  for (const country of snapshot.countries) {
    for (const partner of country.partners ?? []) {
      const known = roles.get(partner.host);
      const named = known?.role === "partner" ? known.named : [];
      roles.set(partner.host, { role: "partner", named: [...named, { country, partner }] });
    }
  }
  return roles;
}
