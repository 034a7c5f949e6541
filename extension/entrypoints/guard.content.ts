// The guard itself lives in services; registered at run time (see services/guard/guard-script.ts).
import { defineContentScript } from "wxt/utils/define-content-script";
import { guardDocument } from "../services/guard/guard-document.ts";

export default defineContentScript({
  matches: ["http://*/*", "https://*/*"],
  runAt: "document_start",
  registration: "runtime",
  main() {
    guardDocument();
  },
});
