// The toolbar mark on genuine portals: a green tick badge and a title naming the country.
import type { VerificationResult } from "@entryguard/core";
import { browser } from "wxt/browser";
import { officialTitle } from "../guard/verdict-text.ts";

export const OFFICIAL_BADGE = "✓";
export const OFFICIAL_COLOR = "#137333";
const DEFAULT_TITLE = "Entryguard";

/** Marks the tab when core says its page is an official portal, and clears the mark otherwise. */
export async function markTab(tabId: number, result: VerificationResult): Promise<void> {
  if (result.verdict.kind === "official") {
    await Promise.all([
      browser.action.setBadgeBackgroundColor({ tabId, color: OFFICIAL_COLOR }),
      browser.action.setBadgeText({ tabId, text: OFFICIAL_BADGE }),
      browser.action.setTitle({ tabId, title: officialTitle(result) }),
    ]);
    return;
  }
  await Promise.all([
    browser.action.setBadgeText({ tabId, text: "" }),
    browser.action.setTitle({ tabId, title: DEFAULT_TITLE }),
  ]);
}
