// The pages in the traveller's language, following the browser's: Arabic right to left, a CJK language, and
// the language with the longest strings, at a narrow and a wide window, with nothing overflowing.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { ChromeGlobal } from "./support/extension-api.ts";
import { navigate, waitForWarning } from "./support/extension-pages.ts";
import { type FakeWeb, startFakeWeb } from "./support/fake-web.ts";
import { type ExtensionBrowser, launchWithExtension } from "./support/launch-extension.ts";
import { expectNoAxeViolations, overflowingElements, screenshots } from "./support/page-checks.ts";
import { googlePage } from "./support/search-pages.ts";

const localesDir = join(import.meta.dirname, "..", "public", "_locales");
type Messages = Record<string, { message: string }>;
const messages = (lang: string): Messages =>
  JSON.parse(readFileSync(join(localesDir, lang, "messages.json"), "utf8")) as Messages;

/** The locale whose messages are longest in total: the hardest test of every layout. */
const longest = readdirSync(localesDir)
  .map((lang) => ({
    lang,
    length: Object.values(messages(lang)).reduce((sum, m) => sum + m.message.length, 0),
  }))
  .sort((a, b) => b.length - a.length)[0]?.lang as string;

const LOCALES = [
  { lang: "ar", chromium: "ar", dir: "rtl" },
  { lang: "ja", chromium: "ja", dir: "ltr" },
  { lang: longest, chromium: longest.replace("_", "-"), dir: "ltr" },
  // Devanagari: conjuncts and vowel signs shape differently from Latin (the font comes with the bootstrap).
  { lang: "hi", chromium: "hi", dir: "ltr" },
] as const;

let web: FakeWeb;
test.beforeAll(async () => {
  web = await startFakeWeb();
});
test.afterAll(async () => {
  await web.close();
});

for (const locale of LOCALES) {
  test(`the warning page in ${locale.lang}: its language, ${locale.dir}, no overflow, no axe violation`, async () => {
    const ext: ExtensionBrowser = await launchWithExtension(web, { locale: locale.chromium });
    try {
      const page = await ext.context.newPage();
      const m = messages(locale.lang);
      for (const url of ["https://еsta.cbp.dhs.gov/esta/", "https://evisa-turkey.com/"]) {
        await navigate(page, url);
        await waitForWarning(page, ext);
        await expect(page.locator("html")).toHaveAttribute("dir", locale.dir);
        await expect(page.locator("html")).toHaveAttribute("lang", locale.chromium);
        await expect(page.locator("#go-back")).toHaveText(m.goBack?.message ?? "");
        await expect(page.locator("#official-portal")).toHaveText(m.goToPortal?.message ?? "");
        for (const button of await page.locator(".more button[aria-expanded]").all()) await button.click();
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          expect(await overflowingElements(page), `${locale.lang} ${url} at ${width}px`).toEqual([]);
        }
        await expectNoAxeViolations(page, `${locale.lang} ${url}`);
        if (url.includes("esta")) {
          await page.setViewportSize({ width: 1000, height: 900 });
          await page.screenshot({
            path: join(screenshots, `warning-page-${locale.lang}.png`),
            fullPage: true,
          });
        }
      }
      await page.close();
    } finally {
      await ext.close();
    }
  });
}

test("the longest locale is a real translation, not English", () => {
  expect(longest).not.toBe("en");
});

const VISA_FORM = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Apply for your Turkey e-Visa online</title></head>
<body><main><h1>Turkey e-Visa application form</h1><form><label for="p">Passport number</label><input id="p" name="passport_number">
<label for="c">Card number</label><input id="c" autocomplete="cc-number"><button>Pay</button></form></main></body></html>`;

for (const locale of LOCALES) {
  test(`the search marks, the visa-form notice, the options page and the popup in ${locale.lang}`, async () => {
    const ext: ExtensionBrowser = await launchWithExtension(web, { locale: locale.chromium });
    const m = messages(locale.lang);
    try {
      web.pages.set("visa-online-services.com/apply", VISA_FORM);
      web.pages.set(
        "www.google.com/search",
        googlePage([
          { case: "official", target: "https://www.evisa.gov.tr/en/", title: "e-Visa" },
          { case: "fake", target: "https://evisa-gov-tr.com/apply", title: "Turkey e-Visa" },
        ]),
      );
      const tab = await ext.context.newPage();
      await tab.setViewportSize({ width: 360, height: 800 });
      await tab.goto("https://www.google.com/search?q=turkey+evisa");
      const official = tab.locator("[data-entryguard-mark=official]");
      await expect(official).toHaveText(`✓ ${m.markOfficial?.message.replace("$COUNTRY$", "Türkiye")}`);
      await expect(tab.locator("[data-entryguard-mark=fake]").getByRole("link")).toHaveText(
        m.goToPortal?.message ?? "",
      );
      expect(await overflowingElements(tab), `${locale.lang} search page`).toEqual([]);
      await tab.setViewportSize({ width: 1000, height: 700 });
      await tab.screenshot({ path: join(screenshots, `search-marks-${locale.lang}.png`) });

      await tab.goto("https://visa-online-services.com/apply");
      const notice = tab.locator("[data-entryguard-notice] section");
      await expect(notice).toHaveAttribute("dir", locale.dir);
      await expect(notice).toContainText(m.noticeNotGovernment?.message ?? "");
      await expect(notice.getByRole("button", { name: m.noticeClose?.message ?? "" })).toBeVisible();
      for (const width of [360, 1280]) {
        await tab.setViewportSize({ width, height: 800 });
        expect(
          await overflowingElements(tab, "[data-entryguard-notice]"),
          `${locale.lang} notice ${width}px`,
        ).toEqual([]);
      }
      await expectNoAxeViolations(tab, `${locale.lang} notice`, "[data-entryguard-notice]");
      await tab.setViewportSize({ width: 1000, height: 500 });
      await tab.screenshot({ path: join(screenshots, `visa-form-notice-${locale.lang}.png`) });

      await tab.goto(`chrome-extension://${ext.extensionId}/options.html`);
      await expect(tab.locator("html")).toHaveAttribute("dir", locale.dir);
      await expect(tab.getByLabel(m.optionSearchMarks?.message ?? "")).toBeChecked();
      // Why Baidu's results get no mark, and the empty allowlist, in the same language.
      await expect(tab.locator("#search-marks-help")).toHaveText(m.optionSearchMarksHelp?.message ?? "");
      await expect(tab.locator("#allowlist")).toHaveText(m.allowlistEmpty?.message ?? "");
      await expect(tab.locator("#check-updates")).toHaveText(m.updatesCheckNow?.message ?? "");
      for (const width of [360, 1280]) {
        await tab.setViewportSize({ width, height: 800 });
        expect(await overflowingElements(tab), `${locale.lang} options ${width}px`).toEqual([]);
      }
      await expect(tab.locator("h1")).toHaveText(m.optionsTitle?.message ?? "");
      await expectNoAxeViolations(tab, `${locale.lang} options`);

      await tab.goto(`chrome-extension://${ext.extensionId}/popup.html`);
      await expect(tab.locator("html")).toHaveAttribute("dir", locale.dir);
      await expect(tab.getByLabel(m.popupFind?.message ?? "").first()).toBeVisible();
      // The verdict lines: this tab has no web address; the last link checked, in the same language.
      await expect(tab.locator("#current")).toHaveText(m.popupNoAddress?.message ?? "");
      await tab.evaluate(() => {
        const { chrome } = globalThis as unknown as ChromeGlobal;
        return chrome.runtime.sendMessage({ type: "check-link", url: "https://evisa-turkey.com/" });
      });
      await tab.reload();
      const checked = tab.locator("#link-check");
      // On a right-to-left page the address is isolated left to right, so its slashes stay in place.
      const address =
        locale.dir === "rtl" ? "\u2066https://evisa-turkey.com/\u2069" : "https://evisa-turkey.com/";
      await expect(checked).toContainText(m.popupLinkChecked?.message.replace("$URL$", address) ?? "");
      await expect(checked.locator(".headline")).toHaveText(
        m.headlineThirdParty?.message.replace("$COUNTRY$", "Türkiye") ?? "",
      );
      await tab.locator("#search").fill("Türkiye");
      await expect(tab.locator("#results > li").first()).toHaveAttribute("data-country", "turkiye");
      // The popup is as wide as its body (24rem and padding): the browser sizes its window to that.
      await tab.setViewportSize({ width: 420, height: 600 });
      expect(await overflowingElements(tab), `${locale.lang} popup`).toEqual([]);
      await expectNoAxeViolations(tab, `${locale.lang} popup`);
      await tab.screenshot({ path: join(screenshots, `popup-${locale.lang}.png`), fullPage: true });
      await tab.close();
    } finally {
      await ext.close();
    }
  });
}
