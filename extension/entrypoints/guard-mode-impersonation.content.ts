// Injected before the guard when lookalike warnings are switched off.
import { defineContentScript } from "wxt/utils/define-content-script";
import { setGuardKinds } from "../services/guard/guard-kinds.ts";

export default defineContentScript({
  matches: ["http://*/*", "https://*/*"],
  runAt: "document_start",
  registration: "runtime",
  main() {
    setGuardKinds(["impersonation"]);
  },
});
