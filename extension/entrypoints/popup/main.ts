// Wires the popup: the active tab's verdict, the last link check, and search as you type. Every answer comes
// from the background, whose verifier is already built: the popup loads no registry and builds no index.
import type { SnapshotCountry, VerificationResult } from "@entryguard/core";
import { browser } from "wxt/browser";
import { caughtUrlFromHash, warningPageBase } from "../../services/guard/warning-page-url.ts";
import { localizePage } from "../../services/i18n/translate.ts";
import { lastLinkCheck } from "../../services/link-check/last-link-check.ts";
import { sendToBackground } from "../../services/messages/send-message.ts";
import { renderCurrentTab, renderLinkCheck, renderResults } from "../../services/popup/render-popup.ts";
import { byId } from "../../services/ui/element.ts";

/** The URL the active tab shows; on the warning page, the URL it caught. */
async function activeTabUrl(): Promise<string | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  const url = tab?.url;
  if (!url) return null;
  if (url.startsWith(warningPageBase())) return caughtUrlFromHash(new URL(url).hash);
  return /^https?:/.test(url) ? url : null;
}

async function main(): Promise<void> {
  localizePage(document);
  const search = byId<HTMLInputElement>("search");
  const results = byId("results");
  search.focus();
  // Answers may arrive out of order while typing: only the latest query's results are shown.
  let asked = 0;
  const update = async () => {
    const query = search.value;
    const ticket = ++asked;
    const found =
      query.trim() === "" ? [] : await sendToBackground<SnapshotCountry[]>({ type: "search", query });
    if (ticket === asked) renderResults(results, query, found);
  };
  search.addEventListener("input", () => void update());
  search.addEventListener("keydown", (event) => {
    // Down arrow moves from the box into the results; Tab works too.
    if (event.key === "ArrowDown") results.querySelector("a")?.focus();
  });
  const url = await activeTabUrl();
  const [result, check] = await Promise.all([
    url ? sendToBackground<VerificationResult>({ type: "judge", url }) : null,
    lastLinkCheck(),
  ]);
  renderCurrentTab(byId("current"), result);
  renderLinkCheck(byId("link-check"), check);
  await update();
  // Everything is on screen (read by the extension bench).
  performance.mark("entryguard-popup-ready");
}

void main();
