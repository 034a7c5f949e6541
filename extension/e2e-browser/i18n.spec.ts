// The pages in the traveller's language, following the browser's: Arabic right to left, a CJK language, and
// the language with the longest strings, at a narrow and a wide window, with nothing overflowing.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { navigate, waitForWarning } from "./support/extension-pages.ts";
import { type FakeWeb, startFakeWeb } from "./support/fake-web.ts";
import { type ExtensionBrowser, launchWithExtension } from "./support/launch-extension.ts";
import { expectNoAxeViolations, overflowingElements } from "./support/page-checks.ts";

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
    const ext: ExtensionBrowser = await launchWithExtension(web, locale.chromium);
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
