// Marks search results and ads by the verdict on their real targets (see services/search-marks). An
// unlisted script the manifest lists for result pages: WXT's content-script wrapper would announce itself to
// the page (a window message), and nothing the extension does may be observable by the page.
import { defineUnlistedScript } from "wxt/utils/define-unlisted-script";
import { markSearchPage } from "../services/search-marks/mark-search-page.ts";
import { readSettings } from "../services/settings/guard-settings.ts";

export default defineUnlistedScript(async () => {
  if ((await readSettings()).searchMarks) markSearchPage(document);
});
