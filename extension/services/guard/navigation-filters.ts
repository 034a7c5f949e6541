// Which navigations wake the service worker. The browser matches these URL filters itself, so browsing hosts
// no filter names never starts the worker: no worker start competing with the page, no worker process held
// in memory. Each filter is a superset of what its listener acts on, taken from core's own data:
// - the toolbar mark is set only on hosts core calls official (registry portal hosts and their subdomains);
//   the browser clears a tab's mark by itself when the tab moves to another document;
// - the early catch judges only hosts the in-page guard's prefilter would hold for their words (visa and
//   programme words, stand-in tokens, internationalised names) and every host the registry names (known
//   unofficial, former portal hosts). Hosts the prefilter holds for a near portal name (a typo) are caught by
//   the in-page guard.
// Built on every wake of the worker, before the first navigation is heard: so plain reads of the snapshot,
// no verdicts (the redirect rules' list judges each named host with core; that is for install and updates).
import { type PrefilterTable, portalHosts, type Snapshot } from "@entryguard/core";
import type { Browser } from "wxt/browser";
import { namedHosts } from "./dnr-rules.ts";

type UrlFilter = Browser.events.UrlFilter;

/** A host and every subdomain of it, as core's official match reads a portal host. */
function hostAndSubdomains(host: string): UrlFilter[] {
  return [{ hostEquals: host }, { hostSuffix: `.${host}` }];
}

/** Every portal host of a snapshot, each once. */
export function officialPortalHosts(snapshot: Snapshot): Set<string> {
  return new Set(snapshot.countries.flatMap((c) => c.portals.flatMap(portalHosts)));
}

/** Navigations that may land on an official portal: the only ones the toolbar mark needs. */
export function officialPortalFilters(snapshot: Snapshot): UrlFilter[] {
  return [...officialPortalHosts(snapshot)].flatMap(hostAndSubdomains);
}

/**
 * Navigations core may warn about before the page loads: its words in the host, or a host the registry
 * names (a superset of the redirect rules' list: the listener asks core, which tells a private visa service
 * several records name from a copy of one portal).
 */
export function suspectNavigationFilters(table: PrefilterTable, snapshot: Snapshot): UrlFilter[] {
  return [
    ...[...table.words, ...table.tokens, "xn--"].map((word) => ({ hostContains: word })),
    ...[...namedHosts(snapshot)].flatMap(hostAndSubdomains),
  ];
}
