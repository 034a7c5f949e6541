// The calm notice on private visa application forms (see services/visa-form-notice).
import { defineContentScript } from "wxt/utils/define-content-script";
import { showVisaNotice } from "../services/visa-form-notice/show-visa-notice.ts";

export default defineContentScript({
  matches: ["http://*/*", "https://*/*"],
  runAt: "document_idle",
  main() {
    void showVisaNotice(document);
  },
});
