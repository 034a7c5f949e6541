// The in-page guard, registered at run time (see services/guard/guard-script.ts). An unlisted script, not a
// WXT content script: WXT's content-script wrapper announces itself to the page (window.postMessage), and
// nothing the extension does may be observable by the page it protects.
import { defineUnlistedScript } from "wxt/utils/define-unlisted-script";
import { holdSuspectPage } from "../services/guard/hold-page.ts";

export default defineUnlistedScript(() => {
  holdSuspectPage();
});
