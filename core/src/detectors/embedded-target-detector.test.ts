import { describe, expect, it } from "vitest";
import { judge } from "./detector-test-registry.ts";

describe("the embedded-target detector", () => {
  it.each([
    ["evisa.gov.tr.apply-now.com", "TR", "evisa.gov.tr"],
    ["evisa-gov-tr.com", "TR", "evisa.gov.tr"],
    ["www-evisa-gov-tr.net", "TR", "evisa.gov.tr"],
    ["esta-cbp-dhs-gov.us", "US", "esta.cbp.dhs.gov"],
    ["secure.etakenya.go.ke.verify-id.info", "KE", "etakenya.go.ke"],
    ["apply-indianvisaonline-gov-in.org", "IN", "indianvisaonline.gov.in"],
    // a year glued to either end of a word is no part of the name
    ["evisa-gov-tr2025.com", "TR", "evisa.gov.tr"],
    ["2026evisa-gov-tr.net", "TR", "evisa.gov.tr"],
  ])("flags %s as carrying the %s portal's name", (input, iso2, imitates) => {
    expect(judge(input)).toMatchObject({ kind: "lookalike", iso2, code: "embedded-target", imitates });
  });

  it("says whose address it really is", () => {
    expect(judge("evisa.gov.tr.apply-now.com").message).toBe(
      "This address imitates evisa.gov.tr, Türkiye's official e-Visa portal: its name is written inside another address, apply-now.com.",
    );
  });

  it.each([
    "https://evil.example/evisa.gov.tr",
    "https://evisa.gov.tr@evil.example/",
    "gov-tr-news.com",
    "dhs-gov.com",
  ])("does not flag %s", (input) => {
    expect(judge(input).kind).toBe("unrelated");
  });
});
