import { verify } from "@entryguard/core";
import { describe, expect, it } from "vitest";
import { realIndex } from "../test-support/test-app.ts";
import { cachedVerify } from "./verify-cache.ts";

describe("cachedVerify", () => {
  it("returns exactly core's outcome, per input and country", () => {
    const v = cachedVerify(2);
    const index = realIndex();
    for (const [input, country] of [
      ["evisa.gov.tr", undefined],
      ["evisa.gov.tr", "India"],
      ["evisa-turkey.example", "Turkey"],
      ["evisa.gov.tr", undefined],
      ["evisa.gov.tr", "Narnia"],
    ] as const) {
      expect(v(index, input, country)).toEqual(verify(index, input, { country }));
    }
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const v = cachedVerify(2);
    const index = realIndex();
    const a = v(index, "a.example", undefined);
    const b = v(index, "b.example", undefined);
    expect(v(index, "a.example", undefined)).toBe(a);
    v(index, "c.example", undefined); // evicts b, the least recently used
    expect(v(index, "a.example", undefined)).toBe(a);
    const again = v(index, "b.example", undefined);
    expect(again).not.toBe(b);
    expect(again).toEqual(b);
  });
});
