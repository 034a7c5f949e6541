// Wires the warning page: core's verdict on the caught URL, the user's decisions, the buttons.
import { browser } from "wxt/browser";
import { caughtUrlFromHash } from "../../services/guard/warning-page-url.ts";
import { localizePage, t, uiLocale } from "../../services/i18n/translate.ts";
import type { CaughtJudgement } from "../../services/messages/handle-message.ts";
import { sendToBackground } from "../../services/messages/send-message.ts";
import { WARNING_SHOWN_MARK } from "../../services/timing/marks.ts";
import { byId } from "../../services/ui/element.ts";
import { continueGoingBack, goBackPastWarning } from "../../services/warning/go-back.ts";
import { renderWarning } from "../../services/warning/render-warning.ts";
import { reportPlace } from "../../services/warning/report-site.ts";

async function show(): Promise<void> {
  // Framed by a web page (it is web-accessible so DNR can redirect to it): show nothing to click on.
  if (window.top !== window.self) {
    document.documentElement.replaceChildren();
    return;
  }
  // Hidden until the verdict for this fragment arrives, so nothing stale is ever on screen.
  byId("warning").hidden = true;
  // The background answers with core's verdict: its registry index is built already, so this page stays
  // small and shows up fast.
  const { result, warn } = await sendToBackground<CaughtJudgement>({
    type: "judge-caught",
    url: caughtUrlFromHash(location.hash),
  });
  const target = result.checked_url;
  const canOpen = result.verdict.kind !== "invalid" && /^https?:\/\//.test(target);
  if (canOpen && !warn) {
    // A pattern rule's detour, or a host the user let through: core does not warn, so go on.
    await sendToBackground({ type: "clear", url: target });
    location.replace(target);
    return;
  }
  document.title = t("warningTitle", result.verdict.host_unicode ?? target);
  renderWarning(byId("warning"), result, reportPlace(target, uiLocale().lang), {
    goBack() {
      if (history.length > 1) goBackPastWarning(sessionStorage, history, location.href);
      else
        void browser.tabs.getCurrent().then(async (tab) => {
          if (tab?.id !== undefined) await browser.tabs.remove(tab.id);
        });
    },
    async continueAnyway() {
      if (!canOpen) return;
      await sendToBackground({ type: "continue", url: target });
      location.replace(target);
    },
    async trustSite() {
      if (!canOpen) return;
      await sendToBackground({ type: "allow-host", url: target });
      location.replace(target);
    },
  });
}

/** Shows the warning for the URL in the fragment; a new caught URL on this same page only changes the fragment. */
function showNow(): void {
  performance.clearMarks(WARNING_SHOWN_MARK);
  // The mark lets a benchmark read when the warning became visible, in the page's own clock.
  void show().then(() => performance.mark(WARNING_SHOWN_MARK));
}

localizePage(document);
const passCopy = () => continueGoingBack(sessionStorage, history, location.href);
window.addEventListener("hashchange", showNow);
// A copy of this warning may be the same document (popstate), a cached one (pageshow) or a fresh load.
window.addEventListener("popstate", passCopy);
window.addEventListener("pageshow", (event) => {
  if (event.persisted) passCopy();
});
if (!passCopy()) showNow();
