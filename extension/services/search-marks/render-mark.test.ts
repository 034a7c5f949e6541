import { describe, expect, it } from "vitest";
import type { LinkVerdict } from "./link-verdicts.ts";
import { markKind } from "./render-mark.ts";

const verdict = (kind: string): LinkVerdict => ({
  kind,
  country: "Türkiye",
  realUrl: "https://www.evisa.gov.tr/en/",
});

describe("markKind", () => {
  it("gives the green mark only to an official portal the click goes straight to", () => {
    expect(markKind(verdict("official"), true)).toBe("official");
    expect(markKind(verdict("official"), false)).toBeNull();
  });

  it("warns on lookalikes and impersonations whichever way the click goes", () => {
    for (const direct of [true, false]) {
      expect(markKind(verdict("lookalike"), direct)).toBe("fake");
      expect(markKind(verdict("impersonation"), direct)).toBe("unofficial");
    }
  });

  it("is neutral on partners and agencies, silent on unrelated, unconfirmed and unknown kinds", () => {
    expect(markKind(verdict("partner"), true)).toBe("partner");
    expect(markKind(verdict("visa-service"), true)).toBe("visa-service");
    for (const kind of ["unrelated", "unconfirmed", "invalid", "something-new"])
      expect(markKind(verdict(kind), true)).toBeNull();
  });
});
