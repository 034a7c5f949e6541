// The calm notice on private visa application forms (see services/visa-form-notice). An unlisted script the
// manifest lists for every page, for the same reason as search-marks.ts: no announcement to the page.
import { defineUnlistedScript } from "wxt/utils/define-unlisted-script";
import { showVisaNotice } from "../services/visa-form-notice/show-visa-notice.ts";

export default defineUnlistedScript(() => {
  void showVisaNotice(document);
});
