// The in-page guard: runs at document_start in every top-level page, before the parser builds it, so a page
// it stops runs none of its own scripts. It asks only the build-time prefilter (core/src/prefilter), which
// answers "no" for every host core could never warn about: those pages are left alone at once. A host it
// cannot clear is held (loading stopped, nothing shown) until the background, which asks core, answers:
// the warning page, or the same page loaded again with the guard told to skip that host.
import { createPrefilter, type PrefilterTable } from "@entryguard/core";
import { browser } from "wxt/browser";
import prefilterJson from "../../generated/prefilter.json" with { type: "json" };
import type { GuardMessage, HoldAnswer } from "../messages/guard-message.ts";
import { warningPageUrl } from "./warning-page-url.ts";

/** Asks the background, once more if the first ask finds no listener (a worker still starting). */
async function ask(message: GuardMessage): Promise<HoldAnswer> {
  try {
    return (await browser.runtime.sendMessage(message)) as HoldAnswer;
  } catch {
    return (await browser.runtime.sendMessage(message)) as HoldAnswer;
  }
}

/** Holds the page when the prefilter cannot clear its host; true when held. */
export function holdSuspectPage(): boolean {
  if (!/^https?:$/.test(location.protocol)) return false;
  if (!createPrefilter(prefilterJson as PrefilterTable).mayBeFlagged(location.hostname)) return false;
  window.stop();
  document.documentElement?.replaceChildren();
  const url = location.href;
  const message: GuardMessage = { type: "guard-hold", url };
  void ask(message).then((answer) => {
    // replace(): the caught page leaves no history entry, so "Go back" returns to where the user was.
    if (answer?.warn && !answer.sent) location.replace(warningPageUrl(url));
    else if (answer?.warn === false) location.reload();
    // Sent (the background navigates the tab) or no answer: the page stays held; nothing of it has run.
  });
  return true;
}
