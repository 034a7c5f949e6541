// Wires browser events to the services; every decision comes from core's verdict through them.
import { browser } from "wxt/browser";
import { defineBackground } from "wxt/utils/define-background";
import navigationFilters from "../generated/navigation-filters.json" with { type: "json" };
import { applyGuardState } from "../services/guard/apply-guard-state.ts";
import { guardNavigation } from "../services/guard/navigation-guard.ts";
import { checkLink, LINK_CHECK_MENU_ID, linkCheckMenuTitle } from "../services/link-check/check-link.ts";
import { isOfficialMarkRequest } from "../services/marker/official-mark-request.ts";
import { markTab } from "../services/marker/toolbar-mark.ts";
import { isGuardMessage } from "../services/messages/guard-message.ts";
import { handleMessage } from "../services/messages/handle-message.ts";
import { judgeUrl } from "../services/registry/judge-url.ts";
import { registryIndex } from "../services/registry/registry.ts";
import { isLinkVerdictRequest, linkVerdicts } from "../services/search-marks/link-verdicts.ts";
import { WORKER_STARTED_MARK } from "../services/timing/marks.ts";
import { startRegistryUpdates } from "../services/updates/start-registry-updates.ts";
import { isVisaNoticeRequest, visaNoticeFor } from "../services/visa-form-notice/notice-decision.ts";

export default defineBackground(() => {
  performance.mark(WORKER_STARTED_MARK);
  // A verified update kept in storage replaces the bundled snapshot; every verdict below waits for it, so a
  // woken worker never answers from data an update corrected (its storage read is the only wait otherwise).
  const ready = startRegistryUpdates();
  // Index the bundled registry right after this script ends, not in it and not on the first navigation:
  // the browser hands a woken worker its event some 15 ms after its script ends, so ending the script
  // first lets that wait and the storage read run beside the indexing (extension/bench/cold-start-ab.ts).
  setTimeout(registryIndex, 0);
  browser.runtime.onInstalled.addListener(() => {
    ready
      .then(applyGuardState)
      .catch((error: unknown) => console.error("Entryguard could not install its rules", error));
    browser.contextMenus.create({ id: LINK_CHECK_MENU_ID, title: linkCheckMenuTitle(), contexts: ["link"] });
  });
  browser.runtime.onStartup.addListener(() => {
    // Session decisions ("continue anyway", caught hosts) end with the browser session.
    void ready.then(applyGuardState);
  });

  // Filtered in the browser (services/guard/navigation-filters.ts, computed at build time): other navigations
  // never wake the worker.
  browser.webNavigation.onBeforeNavigate.addListener(
    (details) => {
      void ready.then(() => guardNavigation(details));
    },
    { url: navigationFilters },
  );

  // A portal's page asks for its mark (services/marker/official-mark-script.ts). The URL judged is the one
  // the browser reports for the sender's tab, never one the page could write.
  browser.runtime.onMessage.addListener((message, sender) => {
    if (!isOfficialMarkRequest(message)) return false;
    const tabId = sender.tab?.id;
    if (tabId !== undefined && sender.frameId === 0 && sender.url)
      void ready.then(() => markTab(tabId, judgeUrl(sender.url as string)));
    return false;
  });

  browser.contextMenus.onClicked.addListener((info) => {
    const url = info.linkUrl;
    if (info.menuItemId === LINK_CHECK_MENU_ID && url) void ready.then(() => checkLink(url));
  });

  // Only the extension's own pages and content scripts can send here (no externally_connectable).
  browser.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    if (!isGuardMessage(message)) return false;
    ready
      .then(() => handleMessage(message))
      .then(sendResponse, (error: unknown) => sendResponse({ ok: false, error: String(error) }));
    return true;
  });
  // Search result pages ask for the verdicts on their links' targets.
  browser.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    if (!isLinkVerdictRequest(message)) return false;
    void ready.then(() => linkVerdicts(message)).then(sendResponse);
    return true;
  });
  // Pages that ask to apply for an entry permit ask whether to show the visa-form notice.
  browser.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    if (!isVisaNoticeRequest(message)) return false;
    void ready.then(() => visaNoticeFor(message)).then(sendResponse);
    return true;
  });
});
