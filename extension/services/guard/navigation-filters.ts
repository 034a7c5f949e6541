// Which navigations wake the service worker. The browser matches these URL filters itself, so browsing hosts
// no filter names never starts the worker: no worker start competing with the page, no worker process held
// in memory. The filter is a superset of what its listener acts on, taken from core's own data: the early
// catch judges only hosts the in-page guard's prefilter would hold for their words (visa and programme words,
// stand-in tokens, internationalised names) and every host the registry names (known unofficial, former
// portal hosts). Hosts the prefilter holds for a near portal name (a typo) are caught by the in-page guard.
// The toolbar mark needs no filter: a script the browser injects on portal hosts asks for it
// (services/marker/official-mark-script.ts).
// Computed when the extension is built (build/write-navigation-filters.ts), so a woken worker registers its
// listener without reading the registry. Hosts a signed update names later reach the redirect rules, which
// are renewed with each update (dnr-rules.ts). Nothing here may import the bundled snapshot, which the
// build writes after reading this.
import type { PrefilterTable, Snapshot } from "@entryguard/core";
import type { Browser } from "wxt/browser";
import { namedHosts } from "./named-hosts.ts";

type UrlFilter = Browser.events.UrlFilter;

/** `text` matched literally inside a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A URL's scheme and `://` (the browser matches the whole URL, without its fragment). */
const SCHEME = "^[a-z][a-z0-9+.-]*://";

/** A URL whose authority (host, with any user name and port) holds one of `words`. */
export function authorityHoldsPattern(words: readonly string[]): string {
  return `${SCHEME}[^/?#]*(${words.map(literal).join("|")})`;
}

/** A URL whose host is one of `hosts` or a subdomain of one, as core's official match reads a portal host. */
export function hostOrSubdomainPattern(hosts: readonly string[]): string {
  return `${SCHEME}([^/?#@]*@)?([^/?#@:]*\\.)?(${hosts.map(literal).join("|")})(:[0-9]+)?([/?#]|$)`;
}

/**
 * Navigations core may warn about before the page loads: its words in the host, or a host the registry
 * names (a superset of the redirect rules' list: the listener asks core, which tells a private visa service
 * several records name from a copy of one portal). Two regular expressions, not a filter per word and host:
 * the browser checks each filter object as a woken worker registers its listener, and 429 of them cost
 * 15-18 ms of every wake more than 20 did (a CPU profile of the woken worker in Chromium; the first verdict
 * in extension/bench/cold-start-ab.ts).
 */
export function suspectNavigationFilters(table: PrefilterTable, snapshot: Snapshot): UrlFilter[] {
  return [
    { urlMatches: authorityHoldsPattern([...table.words, ...table.tokens, "xn--"]) },
    { urlMatches: hostOrSubdomainPattern([...namedHosts(snapshot)].sort()) },
  ];
}
