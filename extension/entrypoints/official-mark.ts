// Registered at run time for the portal hosts of the snapshot in use (services/marker/official-mark-script.ts):
// asks the background to mark this tab. An unlisted script, so nothing is posted to the page.
import { browser } from "wxt/browser";
import { defineUnlistedScript } from "wxt/utils/define-unlisted-script";
import { OFFICIAL_MARK_REQUEST } from "../services/marker/official-mark-request.ts";

export default defineUnlistedScript(() => {
  void browser.runtime.sendMessage(OFFICIAL_MARK_REQUEST).catch(() => undefined);
});
