// What the options page shows about the registry in use and the update channel.
import { versionDate } from "@entryguard/registry/update-channel";
import { snapshot as bundled } from "../registry/registry.ts";
import { acceptedSnapshot } from "./adopt-snapshot.ts";
import { updateChannel } from "./update-channel.ts";
import { type LastCheck, lastCheck, updatesEnabled } from "./update-store.ts";

export interface UpdateStatus {
  /** Whether this build has an update channel at all. */
  readonly channel: boolean;
  readonly enabled: boolean;
  readonly source: "bundled" | "updated";
  readonly version: string;
  /** The newest record change in the snapshot in use. */
  readonly date: string;
  readonly countries: number;
  /** When the snapshot in use was signed (updated only). */
  readonly signedAt: string | null;
  /** Where updates come from (the channel's origin), or null without a channel. */
  readonly from: string | null;
  readonly lastCheck: LastCheck | null;
}

export async function updateStatus(): Promise<UpdateStatus> {
  const channel = updateChannel();
  const accepted = acceptedSnapshot();
  const inUse = accepted?.snapshot ?? bundled;
  return {
    channel: channel !== null,
    enabled: await updatesEnabled(),
    source: accepted ? "updated" : "bundled",
    version: inUse.version,
    date: versionDate(inUse.version),
    countries: inUse.countries.length,
    signedAt: accepted?.signed_at ?? null,
    from: channel ? new URL(channel.url).origin : null,
    lastCheck: await lastCheck(),
  };
}
