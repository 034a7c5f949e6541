// The content-script guard: core's verdict, synchronously, before the page's first script can run.
// A content script at document_start runs before the parser builds the page, so stopping here means none
// of the caught page's scripts ever run, whatever the race between the navigation and the background.
import { browser } from "wxt/browser";
import type { GuardMessage } from "../messages/guard-message.ts";
import { judgeUrl } from "../registry/judge-url.ts";
import { isWarnedKind } from "./guard-decision.ts";
import { guardKinds } from "./guard-kinds.ts";
import { warningPageUrl } from "./warning-page-url.ts";

/** Judges the document's URL (the final one, after redirects) and replaces the page when it is caught. */
export function guardDocument(): boolean {
  if (!/^https?:$/.test(location.protocol)) return false;
  const url = location.href;
  const result = judgeUrl(url);
  if (!isWarnedKind(result, guardKinds())) return false;
  window.stop();
  document.documentElement?.replaceChildren();
  // replace(): the caught page leaves no history entry, so "Go back" returns to where the user was.
  location.replace(warningPageUrl(url));
  // The background adds a session rule, so the next visit is redirected before any request.
  const message: GuardMessage = { type: "guard-caught", url };
  void browser.runtime.sendMessage(message);
  return true;
}
