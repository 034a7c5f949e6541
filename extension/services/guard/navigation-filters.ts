// Which navigations wake the service worker. The browser matches these URL filters itself, so browsing hosts
// no filter names never starts the worker: no worker start competing with the page, no worker process held
// in memory. The filter is a superset of what its listener acts on, taken from core's own data: the early
// catch judges only hosts the in-page guard's prefilter would hold for their words (visa and programme words,
// stand-in tokens, internationalised names) and every host the registry names (known unofficial, former
// portal hosts). Hosts the prefilter holds for a near portal name (a typo) are caught by the in-page guard.
// The toolbar mark needs no filter: a script the browser injects on portal hosts asks for it
// (services/marker/official-mark-script.ts).
// Built on every wake of the worker, before the first navigation is heard: so plain reads of the snapshot,
// no verdicts (the redirect rules' list judges each named host with core; that is for install and updates).
import type { PrefilterTable, Snapshot } from "@entryguard/core";
import type { Browser } from "wxt/browser";
import { namedHosts } from "./dnr-rules.ts";

type UrlFilter = Browser.events.UrlFilter;

/** A host and every subdomain of it, as core's official match reads a portal host. */
function hostAndSubdomains(host: string): UrlFilter[] {
  return [{ hostEquals: host }, { hostSuffix: `.${host}` }];
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
