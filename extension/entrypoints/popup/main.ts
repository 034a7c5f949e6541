// Wires the popup: the active tab's verdict, the last link check, and search as you type.
import { browser } from "wxt/browser";
import { caughtUrlFromHash, warningPageBase } from "../../services/guard/warning-page-url.ts";
import { localizePage } from "../../services/i18n/translate.ts";
import { lastLinkCheck } from "../../services/link-check/check-link.ts";
import { renderCurrentTab, renderLinkCheck, renderResults } from "../../services/popup/render-popup.ts";
import { judgeUrl } from "../../services/registry/judge-url.ts";
import { registryIndex } from "../../services/registry/registry.ts";
import { searchRegistry } from "../../services/search/search-registry.ts";
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
  const update = () => renderResults(results, search.value, searchRegistry(registryIndex(), search.value));
  search.addEventListener("input", update);
  search.addEventListener("keydown", (event) => {
    // Down arrow moves from the box into the results; Tab works too.
    if (event.key === "ArrowDown") results.querySelector("a")?.focus();
  });
  const url = await activeTabUrl();
  renderCurrentTab(byId("current"), url ? judgeUrl(url) : null);
  renderLinkCheck(byId("link-check"), await lastLinkCheck());
  update();
}

void main();
