// "Check this link with Entryguard": the verdict on a link's target before the user clicks it.
import { browser } from "wxt/browser";
import { verdictHeadline, verdictSentence } from "../guard/verdict-text.ts";
import { t } from "../i18n/translate.ts";
import { judgeUrl } from "../registry/judge-url.ts";
import { LAST_CHECK_KEY, type LinkCheck } from "./last-link-check.ts";

export const LINK_CHECK_MENU_ID = "entryguard-check-link";
/** The context menu item's title, in the browser's language. */
export const linkCheckMenuTitle = (): string => t("menuCheckLink");

export type { LinkCheck } from "./last-link-check.ts";

/** Judges the link, keeps the answer for the popup and shows it as a notification. */
export async function checkLink(url: string): Promise<LinkCheck> {
  const result = judgeUrl(url);
  const check: LinkCheck = {
    url,
    headline: verdictHeadline(result),
    sentence: verdictSentence(result),
    result,
  };
  await browser.storage.session.set({ [LAST_CHECK_KEY]: check });
  await browser.notifications.create(LINK_CHECK_MENU_ID, {
    type: "basic",
    iconUrl: browser.runtime.getURL("/icon/128.png"),
    title: check.headline,
    message: check.sentence,
  });
  return check;
}
