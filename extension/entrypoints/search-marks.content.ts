// Marks search results and ads by the verdict on their real targets (see services/search-marks).
import { defineContentScript } from "wxt/utils/define-content-script";
import { markSearchPage } from "../services/search-marks/mark-search-page.ts";
import { SEARCH_PAGE_MATCHES } from "../services/search-marks/search-engines.ts";
import { readSettings } from "../services/settings/guard-settings.ts";

export default defineContentScript({
  matches: [...SEARCH_PAGE_MATCHES],
  runAt: "document_idle",
  async main() {
    if ((await readSettings()).searchMarks) markSearchPage(document);
  },
});
