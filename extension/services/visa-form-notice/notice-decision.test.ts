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

  // Written by hand, not read from the list the code loads: sites a traveller books with every day, where a
  // passport field is the airline's own business.
  it.each([
    "https://www.emirates.com/checkout/passengers",
    "https://checkout.booking.com/visa/apply",
    "https://www.lufthansa.com/apply",
    "https://www.bbc.co.uk/travel/visa",
  ])("never on the airline, booking or news site %s, nor its subdomains", async (url) => {
    expect(await form(url)).toEqual({ show: false, country: null, realUrl: null });
  });

  it("still shows where a well-known name is only part of the host", async () => {
    for (const url of ["https://booking.com.quickforms-online.com/apply", "https://notbooking.com/apply"])
      expect(await form(url), url).toEqual({
        show: true,
        country: "Türkiye",
        realUrl: "https://www.evisa.gov.tr/en/",
      });
  });
});

describe("countryNamedIn", () => {
  it("reads the country from the heading, longest name first, never from short prose words", () => {
    expect(countryNamedIn("Apply for your Turkey e-Visa")?.country).toBe("Türkiye");
    expect(countryNamedIn("Apply for ETA to enter the UK")?.country).toBe("United Kingdom");
    expect(countryNamedIn("Apply in minutes: get it to your inbox")).toBeNull();
  });
});
