// Portals a signed update adds get the toolbar mark too. The navigation filter that wakes the worker for
// official hosts is registered on every wake, before storage can be read, so it names the bundled
// snapshot's portals only (navigation-filters.ts). For the hosts an update adds, a tiny script registered at
// run time asks the background to mark its tab; the browser matches its hosts, so no other page runs it.
import type { Snapshot } from "@entryguard/core";
import type { Browser } from "wxt/browser";
import { hostPatterns } from "../guard/guard-script.ts";
import { officialPortalHosts } from "../guard/navigation-filters.ts";
import { applyRegistration } from "../scripting/apply-registration.ts";

export const OFFICIAL_MARK_SCRIPT_ID = "entryguard-official-mark";
// An unlisted script (entrypoints/official-mark.ts): nothing that speaks to the page.
const OFFICIAL_MARK_FILE = "official-mark.js";

/**
 * The portal hosts of `current` that the bundled snapshot's filter does not wake the worker for: neither one
 * of its portal hosts nor a subdomain of one.
 */
export function portalHostsAdded(current: Snapshot, bundled: Snapshot): string[] {
  const known = [...officialPortalHosts(bundled)];
  const covered = (host: string) => known.some((k) => host === k || host.endsWith(`.${k}`));
  return [...officialPortalHosts(current)].filter((host) => !covered(host)).sort();
}

/** The registration for those hosts, or null when there are none. */
export function officialMarkRegistration(
  current: Snapshot,
  bundled: Snapshot,
): Browser.scripting.RegisteredContentScript | null {
  const hosts = portalHostsAdded(current, bundled);
  if (hosts.length === 0) return null;
  return {
    id: OFFICIAL_MARK_SCRIPT_ID,
    js: [OFFICIAL_MARK_FILE],
    matches: hostPatterns(hosts),
    runAt: "document_start",
    allFrames: false,
    persistAcrossSessions: true,
  };
}

/** Registers, updates or removes the script for the snapshot in use. */
export function registerOfficialMarkScript(current: Snapshot, bundled: Snapshot): Promise<void> {
  return applyRegistration(OFFICIAL_MARK_SCRIPT_ID, officialMarkRegistration(current, bundled));
}
