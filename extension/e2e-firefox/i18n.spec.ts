// The pages in the traveller's language in Firefox ESR, as in Chromium: Arabic right to left and Japanese,
// chosen through Firefox's own UI language (Debian's language packs), with nothing overflowing.
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "puppeteer-core";
import { findOverflow } from "../e2e-browser/support/page-checks.ts";
import { googlePage } from "../e2e-browser/support/search-pages.ts";
import { PAGES } from "../e2e-browser/support/visa-form-pages.ts";
import { readLocale } from "../services/testing/read-locale.ts";
import {
  attributeOf,
  navigate,
  openExtensionPage,
  screenshotsDir,
  textOf,
  useFirefoxSession,
  waitForWarning,
} from "./support/firefox-session.ts";

const LOCALES = [
  { lang: "ar", dir: "rtl" },
  { lang: "ja", dir: "ltr" },
] as const;

/** Nothing sticks out at a phone's width or a desktop's. */
async function expectNoOverflow(page: Page, label: string, within = "body"): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewport({ width, height: 800 });
    expect(await page.evaluate(findOverflow, within), `${label} at ${width}px`).toEqual([]);
  }
}

/** The text a shadow root shows (its elements, not its style sheet), or null. */
function shadowText(page: Page, selector: string): Promise<string | null> {
  return page
    .evaluate((s) => {
      const root = document.querySelector(s)?.shadowRoot;
      if (!root) return null;
      return [...root.children]
        .filter((c) => c.tagName !== "STYLE")
        .map((c) => c.textContent)
        .join("");
    }, selector)
    .catch(() => null);
}

for (const locale of LOCALES) {
  test.describe(locale.lang, () => {
    const session = useFirefoxSession({ prefs: { "intl.locale.requested": locale.lang } });
    test.describe.configure({ mode: "serial" });
    const m = readLocale(locale.lang);
    const say = (key: string, country = "") => m[key]?.message.replace("$COUNTRY$", country) ?? key;

    test(`the warning page in ${locale.lang}: its language, ${locale.dir}, no overflow`, async () => {
      const page = await session.firefox.browser.newPage();
      navigate(page, "https://еsta.cbp.dhs.gov/esta/");
      await waitForWarning(page, session.firefox);
      await expect.poll(() => textOf(page, "#go-back")).toBe(say("goBack"));
      expect(await attributeOf(page, "html", "dir")).toBe(locale.dir);
      expect(await attributeOf(page, "html", "lang")).toBe(locale.lang);
      expect(await textOf(page, "#official-portal")).toBe(say("goToPortal"));
      await expectNoOverflow(page, `${locale.lang} warning page`);
      await page.setViewport({ width: 1000, height: 900 });
      await page.screenshot({
        path: join(screenshotsDir, `firefox-warning-page-${locale.lang}.png`),
        fullPage: true,
      });
      await page.close();
    });

    test(`the options page and the popup in ${locale.lang}`, async () => {
      const page = await session.firefox.browser.newPage();
      await openExtensionPage(page, session.firefox, "/options.html");
      expect(await attributeOf(page, "html", "dir")).toBe(locale.dir);
      expect(await textOf(page, "h1")).toBe(say("optionsTitle"));
      expect(await textOf(page, "#search-marks-help")).toBe(say("optionSearchMarksHelp"));
      await expectNoOverflow(page, `${locale.lang} options`);
      await page.evaluate((url) => location.assign(url), `${session.firefox.base}/popup.html`);
      await expect.poll(() => textOf(page, "#current")).toBe(say("popupNoAddress"));
      expect(await attributeOf(page, "html", "dir")).toBe(locale.dir);
      await page.setViewport({ width: 420, height: 600 });
      expect(await page.evaluate(findOverflow, "body"), `${locale.lang} popup`).toEqual([]);
      await page.close();
    });

    test(`the search marks and the visa-form notice in ${locale.lang}`, async () => {
      session.web.pages.set(
        "www.google.com/search",
        googlePage([{ case: "official", target: "https://www.evisa.gov.tr/en/", title: "e-Visa" }]),
      );
      const page = await session.firefox.browser.newPage();
      navigate(page, "https://www.google.com/search?q=turkey+evisa");
      await expect
        .poll(() => shadowText(page, "[data-entryguard-mark]"), { timeout: 10_000 })
        .toBe(`✓ ${say("markOfficial", "Türkiye")}`);
      const { url, html } = PAGES.agencyTurkey;
      session.web.pages.set(new URL(url).host + new URL(url).pathname, html);
      navigate(page, url);
      await expect
        .poll(() => shadowText(page, "[data-entryguard-notice]"), { timeout: 10_000 })
        .toContain(say("noticeNotGovernment"));
      expect(
        await page.evaluate(
          () =>
            document.querySelector("[data-entryguard-notice]")?.shadowRoot?.querySelector("section")?.dir ??
            null,
        ),
      ).toBe(locale.dir);
      await expectNoOverflow(page, `${locale.lang} notice`, "[data-entryguard-notice]");
      await page.close();
    });
  });
}
