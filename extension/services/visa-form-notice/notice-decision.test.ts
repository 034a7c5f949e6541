import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { DEFAULT_SETTINGS, writeSettings } from "../settings/guard-settings.ts";
import { dismissSite } from "./dismissed-sites.ts";
import { countryNamedIn, visaNoticeFor } from "./notice-decision.ts";

beforeEach(() => fakeBrowser.reset());

const form = (url: string, heading = "Apply for your Turkey e-Visa online") =>
  visaNoticeFor({ type: "visa-notice", url, heading, visaForm: true });

describe("visaNoticeFor", () => {
  it("shows on an unrelated site's visa form, naming the country the page names and its portal", async () => {
    expect(await form("https://visa-online-services.com/apply")).toEqual({
      show: true,
      country: "Türkiye",
      realUrl: "https://www.evisa.gov.tr/en/",
    });
  });

  it("needs the form on an unrelated site: the same heading without passport, nationality or card fields gets nothing", async () => {
    const ask = (url: string, visaForm: boolean) =>
      visaNoticeFor({ type: "visa-notice", url, heading: "Apply for your Turkey e-Visa online", visaForm });
    expect((await ask("https://quickforms-online.com/apply", false)).show).toBe(false);
    expect((await ask("https://quickforms-online.com/apply", true)).show).toBe(true);
  });

  it("shows on a site core calls a private visa service even before its form", async () => {
    const answer = await visaNoticeFor({
      type: "visa-notice",
      url: "https://visa-online-services.com/",
      heading: "Apply for your Turkey e-Visa online",
      visaForm: false,
    });
    expect(answer).toEqual({ show: true, country: "Türkiye", realUrl: "https://www.evisa.gov.tr/en/" });
  });

  it("never on an official portal, nor after 'don't show on this site', nor with the switch off", async () => {
    expect((await form("https://www.evisa.gov.tr/en/apply")).show).toBe(false);
    await dismissSite("visa-online-services.com");
    expect((await form("https://www.visa-online-services.com/apply")).show).toBe(false);
    expect((await form("https://other-visa-desk.com/apply")).show).toBe(true);
    await writeSettings({ ...DEFAULT_SETTINGS, visaFormNotice: false });
    expect((await form("https://other-visa-desk.com/apply")).show).toBe(false);
  });

  it("never on any host of the benign corpus, nor on their www or other subdomains", async () => {
    const corpus = ["benign-handpicked.txt", "benign-top-sites.txt"].flatMap((f) =>
      readFileSync(join(import.meta.dirname, "..", "..", "..", "core", "corpus", f), "utf8")
        .split("\n")
        .map((l) => l.trim())
        // One line of the top-sites list is a truncated name ("marketingplatform.google...."), not a host.
        .filter((l) => l !== "" && !l.startsWith("#") && !l.includes("..")),
    );
    expect(corpus.length).toBeGreaterThan(900);
    for (const host of corpus)
      for (const url of [`https://${host}/visa/apply`, `https://checkout.${host.replace(/^www\./, "")}/`])
        expect((await form(url)).show, url).toBe(false);
  });
});

describe("countryNamedIn", () => {
  it("reads the country from the heading, longest name first, never from short prose words", () => {
    expect(countryNamedIn("Apply for your Turkey e-Visa")?.country).toBe("Türkiye");
    expect(countryNamedIn("Apply for ETA to enter the UK")?.country).toBe("United Kingdom");
    expect(countryNamedIn("Apply in minutes: get it to your inbox")).toBeNull();
  });
});
