// Marks a result page's links and keeps marking as the engine adds results (infinite scroll, ads that
// arrive late). Asks the background once per new host; nothing leaves the browser.
import { browser } from "wxt/browser";
import type { LinkVerdict, LinkVerdictRequest } from "./link-verdicts.ts";
import { markKind, renderMark } from "./render-mark.ts";
import { type PageMemory, type ResultLink, resultLinks } from "./result-links.ts";

/** Results arrive in bursts; one pass after the burst settles. */
const SETTLE_MS = 150;

function place(link: ResultLink, mark: HTMLElement): void {
  // Below the title: after the heading that holds the link, or after the link that holds the heading.
  const heading = link.anchor.closest("h1, h2, h3, h4, h5, h6, [role='heading']");
  (heading ?? link.anchor).after(mark);
}

async function markNew(doc: Document, memory: PageMemory, verdicts: Map<string, LinkVerdict>): Promise<void> {
  const links = resultLinks(doc, memory);
  const ask = [...new Set(links.map((l) => l.host))].filter((h) => !verdicts.has(h));
  if (ask.length > 0) {
    const request: LinkVerdictRequest = { type: "link-verdicts", urls: ask.map((h) => `https://${h}/`) };
    const answer = (await browser.runtime.sendMessage(request)) as Record<string, LinkVerdict>;
    for (const host of ask) {
      const verdict = answer[`https://${host}/`];
      if (verdict) verdicts.set(host, verdict);
    }
  }
  for (const link of links) {
    const verdict = verdicts.get(link.host);
    const kind = verdict ? markKind(verdict, link.target.direct) : null;
    if (verdict && kind) place(link, renderMark(doc, kind, verdict));
  }
}

/** Marks the page now and whenever results are added. */
export function markSearchPage(doc: Document): void {
  const memory: PageMemory = { anchors: new WeakSet(), hosts: new Set() };
  const verdicts = new Map<string, LinkVerdict>();
  let pending = false;
  const run = () => {
    pending = false;
    void markNew(doc, memory, verdicts);
  };
  run();
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    setTimeout(run, SETTLE_MS);
  }).observe(doc.documentElement, { childList: true, subtree: true });
}
