// Which links on a result page get a mark, found by where they lead rather than by the engines' class names
// (which change weekly): a result's or ad's title link, or else the first link to a host with no title link.
import { type LinkTarget, linkTarget } from "./link-target.ts";

export interface ResultLink {
  readonly anchor: HTMLAnchorElement;
  readonly target: LinkTarget;
  /** The target's host, as the browser parses it. */
  readonly host: string;
}

const HEADING = "h1, h2, h3, h4, h5, h6, [role='heading']";

/** A title link contains the result's heading or sits inside it. */
function isTitleLink(anchor: HTMLAnchorElement): boolean {
  return anchor.querySelector(HEADING) !== null || anchor.closest(HEADING) !== null;
}

/** What earlier passes over the same page looked at: results keep arriving after the first. */
export interface PageMemory {
  readonly anchors: WeakSet<Element>;
  /** Hosts that already have a marked link, so a result's second link to its host adds no second mark. */
  readonly hosts: Set<string>;
}

/** Links leading off the engine's own site not looked at before: title links, and one link per other host. */
export function resultLinks(doc: Document, memory: PageMemory): ResultLink[] {
  const ownSite = doc.location.hostname.split(".").slice(-2).join(".");
  const found: ResultLink[] = [];
  const others: ResultLink[] = [];
  for (const anchor of doc.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    if (memory.anchors.has(anchor)) continue;
    memory.anchors.add(anchor);
    const target = linkTarget(anchor.getAttribute("href") ?? "", doc.location.href);
    if (target === null) continue;
    const host = new URL(target.url).hostname;
    // The engine's own pages (settings, images, next page) are not results.
    if (host === ownSite || host.endsWith(`.${ownSite}`)) continue;
    (isTitleLink(anchor) ? found : others).push({ anchor, target, host });
  }
  for (const link of found) memory.hosts.add(link.host);
  for (const link of others) {
    if (memory.hosts.has(link.host)) continue;
    memory.hosts.add(link.host);
    found.push(link);
  }
  return found;
}
