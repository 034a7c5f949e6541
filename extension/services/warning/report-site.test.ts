import { describe, expect, it } from "vitest";
import { reportPlace } from "./report-site.ts";

describe("reportPlace", () => {
  it("pre-fills Safe Browsing's phishing form with the caught address, query and all", () => {
    const place = reportPlace("https://evisa-gov-tr.com/apply?step=1&x=é", "de");
    expect(place.by).toBe("safe-browsing");
    const href = new URL(place.href);
    expect(href.origin + href.pathname).toBe("https://safebrowsing.google.com/safebrowsing/report_phish/");
    expect(href.searchParams.get("url")).toBe("https://evisa-gov-tr.com/apply?step=1&x=é");
    expect(href.searchParams.get("hl")).toBe("de");
  });

  it("prefers the government's own https form and ignores anything else", () => {
    expect(reportPlace("https://x.example/", "en", "https://report.gov.example/form").href).toBe(
      "https://report.gov.example/form",
    );
    expect(reportPlace("https://x.example/", "en", "javascript:alert(1)").by).toBe("safe-browsing");
  });
});
