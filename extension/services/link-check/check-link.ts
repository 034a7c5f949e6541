// "Check this link with Entryguard": the verdict on a link's target before the user clicks it.
import type { VerificationResult } from "@entryguard/core";
import { browser } from "wxt/browser";
import { verdictHeadline, verdictSentence } from "../guard/verdict-text.ts";
import { t } from "../i18n/translate.ts";
import { judgeUrl } from "../registry/judge-url.ts";

export const LINK_CHECK_MENU_ID = "entryguard-check-link";
/** The context menu item's title, in the browser's language. */
export const linkCheckMenuTitle = (): string => t("menuCheckLink");
const LAST_CHECK_KEY = "lastLinkCheck";

export interface LinkCheck {
  readonly url: string;
  readonly headline: string;
  readonly sentence: string;
  readonly result: VerificationResult;
}

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

/** The last link checked this session, for the popup. */
export async function lastLinkCheck(): Promise<LinkCheck | null> {
  return (
    ((await browser.storage.session.get(LAST_CHECK_KEY))[LAST_CHECK_KEY] as LinkCheck | undefined) ?? null
  );
}
