// Official portals get the toolbar mark from a tiny script the browser injects on portal hosts only: it asks
// the background to mark its tab. Registered at run time from the snapshot in use, so portals a signed update
// adds are marked too. A script rather than a navigation listener filtered to the portal hosts: the browser
// matches a registered script's hosts without the worker, while a woken worker registers a filtered
// listener's 1 500 host filters anew on every start, before it can answer its first verdict
// (extension/bench/cold-start-ab.ts).
import { type Snapshot, snapshotPortalHosts } from "@entryguard/core";
import type { Browser } from "wxt/browser";
import { hostPatterns } from "../guard/guard-script.ts";
import { applyRegistration } from "../scripting/apply-registration.ts";

export const OFFICIAL_MARK_SCRIPT_ID = "entryguard-official-mark";
// An unlisted script (entrypoints/official-mark.ts): nothing that speaks to the page.
const OFFICIAL_MARK_FILE = "official-mark.js";

/** The registration for a snapshot's portal hosts and their subdomains, or null when it has none. */
export function officialMarkRegistration(
  snapshot: Snapshot,
): Browser.scripting.RegisteredContentScript | null {
  const hosts = snapshotPortalHosts(snapshot);
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
export function registerOfficialMarkScript(snapshot: Snapshot): Promise<void> {
  return applyRegistration(OFFICIAL_MARK_SCRIPT_ID, officialMarkRegistration(snapshot));
}
