// With the real registry: India's list of fake e-visa sites names evisa.express and e-visa.ie. A page of
// such a business for another country (`vietnam.evisa.express`) sells that country's visa, and the warning
// must send the traveller to that country's portal; a page whose labels add no country keeps India's.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("pages under a host a government names as unofficial", () => {
  it.each([
    ["vietnam.evisa.express", "VN"],
    ["turkey.evisa.express", "TR"],
  ])("reads %s as %s's visa sold", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });

  // `e-visa.ie` reads as Ireland by its own suffix; its `www` adds nothing, so India's list decides.
  it.each(["evisa.express", "india.evisa.express", "apply.evisa.express", "e-visa.ie", "www.e-visa.ie"])(
    "keeps %s India's, as the list names it",
    (host) => {
      expect(verdict(host)).toEqual({ kind: "impersonation", iso2: "IN" });
    },
  );
});
