import { describe, expect, it } from "vitest";
import { longestSuffixValue } from "./host-suffixes.ts";

const map = new Map([
  ["evisa.gov.tr", "portal"],
  ["apply.evisa.gov.tr", "inner"],
  ["gov.uk", "uk"],
]);

describe("longestSuffixValue", () => {
  it.each([
    ["evisa.gov.tr", "portal"],
    ["www.evisa.gov.tr", "portal"],
    ["a.b.evisa.gov.tr", "portal"],
    // The longest listed suffix wins over a shorter one that also matches.
    ["apply.evisa.gov.tr", "inner"],
    ["x.apply.evisa.gov.tr", "inner"],
    ["www.gov.uk", "uk"],
  ])("finds %s under a listed host → %s", (host, value) => {
    expect(longestSuffixValue(map, host)).toBe(value);
  });

  it.each([
    // Only whole labels count: a name that merely ends with the letters, contains them, or is a parent.
    "xevisa.gov.tr",
    "evisa-gov.tr",
    "evisa.gov.tr.example.com",
    "gov.tr",
    "tr",
    "notgov.uk",
    "",
  ])("finds nothing for %j", (host) => {
    expect(longestSuffixValue(map, host)).toBeUndefined();
  });
});
