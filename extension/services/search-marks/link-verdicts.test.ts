import { beforeEach, describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { addToAllowlist } from "../settings/guard-settings.ts";
import { isLinkVerdictRequest, linkVerdicts } from "./link-verdicts.ts";

beforeEach(() => fakeBrowser.reset());

describe("linkVerdicts", () => {
  it("answers each URL with the kind, country and real portal a mark needs", async () => {
    const answer = await linkVerdicts({
      type: "link-verdicts",
      urls: ["https://www.evisa.gov.tr/", "https://evisa-turkey.com/", "https://en.wikipedia.org/"],
    });
    expect(answer).toEqual({
      "https://www.evisa.gov.tr/": {
        kind: "official",
        country: "Türkiye",
        realUrl: "https://www.evisa.gov.tr/en/",
      },
      "https://evisa-turkey.com/": {
        kind: "impersonation",
        country: "Türkiye",
        realUrl: "https://www.evisa.gov.tr/en/",
      },
      "https://en.wikipedia.org/": { kind: "unrelated", country: null, realUrl: null },
    });
  });

  it("gives no warning for a host (or its subdomain) the user allowlisted", async () => {
    await addToAllowlist("evisa-turkey.com");
    const answer = await linkVerdicts({ type: "link-verdicts", urls: ["https://www.evisa-turkey.com/"] });
    expect(answer["https://www.evisa-turkey.com/"]?.kind).toBe("unrelated");
  });

  it("refuses malformed or oversized requests", () => {
    expect(isLinkVerdictRequest({ type: "link-verdicts", urls: ["https://a.example/"] })).toBe(true);
    expect(isLinkVerdictRequest({ type: "link-verdicts", urls: [1] })).toBe(false);
    expect(isLinkVerdictRequest({ type: "link-verdicts", urls: Array(301).fill("https://a.example/") })).toBe(
      false,
    );
    expect(isLinkVerdictRequest({ type: "check-link", url: "https://a.example/" })).toBe(false);
  });
});
