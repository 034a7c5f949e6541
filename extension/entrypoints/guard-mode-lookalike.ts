// Injected before the guard when impersonation warnings are switched off (an unlisted script: see guard.ts).
import { defineUnlistedScript } from "wxt/utils/define-unlisted-script";
import { setGuardKinds } from "../services/guard/guard-kinds.ts";

export default defineUnlistedScript(() => {
  setGuardKinds(["lookalike"]);
});
