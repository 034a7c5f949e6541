import { describe, expect, it } from "vitest";
import { domainForms } from "./country-words.ts";

describe("a country name as a domain writes it", () => {
  it.each([
    ["Kenya", ["kenya"]],
    ["Côte d'Ivoire", ["cotedivoire", "cote-divoire"]],
    // Vietnamese đ has no decomposition and is written d
    ["Đài Loan", ["dailoan", "dai-loan"]],
    ["Trung Quốc", ["trungquoc", "trung-quoc"]],
    ["Bosnia & Herzegovina", ["bosniaandherzegovina", "bosnia-and-herzegovina"]],
  ])("%s → %j", (name, forms) => {
    expect(domainForms(name)).toEqual(forms);
  });

  it("drops a name in another script", () => {
    expect(domainForms("中国")).toEqual([]);
  });
});
