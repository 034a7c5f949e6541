import { describe, expect, it } from "vitest";
import { diffHosts } from "./host-diff.ts";

const marked = (parts: { text: string; differs: boolean }[]) =>
  parts.filter((p) => p.differs).map((p) => p.text);

describe("diffHosts", () => {
  it("marks the one look-alike Cyrillic letter and nothing else", () => {
    const { typed, real } = diffHosts("\u0435sta.cbp.dhs.gov", "esta.cbp.dhs.gov");
    expect(marked(typed)).toEqual(["\u0435"]);
    expect(marked(real)).toEqual(["e"]);
    expect(typed.map((p) => p.text).join("")).toBe("\u0435sta.cbp.dhs.gov");
  });

  it("marks the hyphens and the added ending of a swapped top-level domain", () => {
    const { typed, real } = diffHosts("evisa-gov-tr.com", "www.evisa.gov.tr");
    expect(marked(typed)).toEqual(["-", "-", ".com"]);
    expect(marked(real)).toEqual(["www.", ".", "."]);
  });

  it("marks nothing when the hosts are equal and everything when they share no character", () => {
    expect(marked(diffHosts("evisa.gov.tr", "evisa.gov.tr").typed)).toEqual([]);
    expect(diffHosts("abc", "xyz")).toEqual({
      typed: [{ text: "abc", differs: true }],
      real: [{ text: "xyz", differs: true }],
    });
  });
});
