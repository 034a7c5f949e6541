// With the real registry: a host whose folded letters end with a portal host is that portal's lookalike only
// when the stand-in (0 for o, 1 for l, rn for m, vv for w) is in the part that copies the portal. UK councils
// under gov.uk (the suffix of www.gov.uk, the United Kingdom's ETA portal) write `rn` in their own names.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("stand-in letters outside the copied portal host", () => {
  it.each(["www.cornwall.gov.uk", "www.barnet.gov.uk", "journeyplanner.gov.uk", "data1.gov.uk"])(
    "leave %s, under the government's own suffix, unwarned",
    (host) => {
      expect(verdict(host).kind).toBe("unrelated");
    },
  );

  it.each([
    ["wwvv.gov.uk", "GB"],
    ["www.g0v.uk", "GB"],
    ["apply.evisa.g0v.tr", "TR"],
    ["etrave1.gov.ph", "PH"],
    ["consular.rnfa.gov.cn", "CN"],
  ])("still read %s, with the stand-in in the copied host, as a lookalike of %s's portal", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "lookalike", iso2 });
  });
});
