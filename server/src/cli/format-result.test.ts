import type { VerificationResult } from "@entryguard/core";
import { describe, expect, it } from "vitest";
import { formatResult } from "./format-result.ts";

// Results written by hand in the documented shape, so each line below is what a terminal user reads.
const base: VerificationResult = {
  checked_url: "https://evisa.gov.tr/",
  official: true,
  country: "Türkiye",
  iso2: "TR",
  real_url: "https://www.evisa.gov.tr/en/",
  warning: null,
  status: "verified",
  checked_on: "2026-11-20",
  updated_on: "2026-11-20",
  last_checked: null,
  verdict: {
    kind: "official",
    reasons: [
      { code: "official-host", message: "evisa.gov.tr belongs to Türkiye's official e-Visa portal." },
    ],
    imitates: null,
    host: "evisa.gov.tr",
    host_unicode: "evisa.gov.tr",
  },
};

describe("formatResult", () => {
  it("says who confirmed a verified record and when, and no real-portal line for the portal itself", () => {
    expect(formatResult(base).split("\n")).toEqual([
      "OFFICIAL  evisa.gov.tr",
      "  evisa.gov.tr belongs to Türkiye's official e-Visa portal.",
      "  Country: Türkiye (TR)",
      "  Registry record: confirmed by a person on 2026-11-20.",
    ]);
  });

  it("prints the warning once when it repeats a reason, then the real portal", () => {
    const warning = "This site imitates Türkiye's official portal.";
    const lookalike: VerificationResult = {
      ...base,
      checked_url: "https://\u0435visa.gov.tr/",
      official: false,
      warning,
      status: "unverified",
      checked_on: null,
      verdict: {
        kind: "lookalike",
        reasons: [{ code: "confusable", message: warning }],
        imitates: "evisa.gov.tr",
        host: "xn--visa-u4d.gov.tr",
        host_unicode: "\u0435visa.gov.tr",
      },
    };
    expect(formatResult(lookalike).split("\n")).toEqual([
      "NOT OFFICIAL (lookalike)  \u0435visa.gov.tr",
      `  ${warning}`,
      "  Country: Türkiye (TR)",
      "  Real portal: https://www.evisa.gov.tr/en/",
      "  Registry record: not yet confirmed by a person.",
    ]);
  });

  it("shows a partner with no country, no real portal and no record status", () => {
    const partner: VerificationResult = {
      ...base,
      checked_url: "https://visa.vfsglobal.example/",
      official: false,
      country: null,
      iso2: null,
      real_url: null,
      status: null,
      checked_on: null,
      verdict: {
        kind: "partner",
        reasons: [{ code: "partner", message: "A service appointed by a government." }],
        imitates: null,
        host: "visa.vfsglobal.example",
        host_unicode: "visa.vfsglobal.example",
      },
    };
    expect(formatResult(partner)).toBe(
      "NOT OFFICIAL (partner)  visa.vfsglobal.example\n  A service appointed by a government.",
    );
  });
});
