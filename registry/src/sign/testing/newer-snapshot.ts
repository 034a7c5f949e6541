// For tests of the update channel: a snapshot a maintainer could publish next (one more host named as
// unofficial, one day newer), and a key pair made for the run. Nothing here is real data or a real key.
import type { Snapshot } from "@entryguard/core";
import { readLastChecked } from "../../checks/read-checks.ts";
import { readRecordFiles } from "../../records/read-records.ts";
import { buildSnapshot } from "../../snapshot/build-snapshot.ts";
import { validateRecords } from "../../validate/validate-records.ts";
import { toBase64 } from "../signed-snapshot.ts";
import { versionDate } from "../snapshot-order.ts";

/** The day after a snapshot version's date (YYYY-MM-DD). */
export function dayAfter(version: string, days = 1): string {
  const date = new Date(`${versionDate(version)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The registry's records with `hosts` added to one country's `known_unofficial` (and `portalHosts`, if any,
 * to its first portal), dated `updatedOn`, built the way `registry build` builds; the source is a
 * placeholder, since no government named these hosts.
 */
export function snapshotNamingUnofficial(
  hosts: readonly string[],
  updatedOn: string,
  countryId = "kenya",
  portalHosts: readonly string[] = [],
): Snapshot {
  const report = validateRecords(readRecordFiles());
  const records = report.records.map((r) => r.record);
  const record = records.find((r) => r.id === countryId);
  if (!record) throw new Error(`no record ${countryId}`);
  const named = hosts.map((host) => ({
    host,
    source: "https://example.org/update-channel-test",
    named_by: "the update channel test",
    named_by_kind: "government" as const,
  }));
  const changed = {
    ...record,
    portals: record.portals.map((p, i) =>
      i === 0 ? { ...p, hosts: [...(p.hosts ?? []), ...portalHosts] } : p,
    ),
    known_unofficial: [...record.known_unofficial, ...named],
    updated_on: updatedOn,
  };
  return buildSnapshot(
    records.map((r) => (r === record ? changed : r)),
    readLastChecked(),
  );
}

/** An Ed25519 key pair for one test run, and its public key as the build pins it. */
export async function testSigningKeys(): Promise<{ keys: CryptoKeyPair; publicKeyBase64: string }> {
  const keys = (await crypto.subtle.generateKey("Ed25519", true, ["sign", "verify"])) as CryptoKeyPair;
  return {
    keys,
    publicKeyBase64: toBase64(new Uint8Array(await crypto.subtle.exportKey("raw", keys.publicKey))),
  };
}
