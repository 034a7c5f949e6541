// The visa-form notice in Firefox ESR as in Chromium: shown on an agency's visa form with the country's
// official portal, never on articles, checkouts, well-known sites or official portals; "don't show on this
// site" sticks.
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "puppeteer-core";
import { NO_NOTICE, PAGES } from "../e2e-browser/support/visa-form-pages.ts";
import { navigate, screenshotsDir, textOf, useFirefoxSession } from "./support/firefox-session.ts";

const session = useFirefoxSession();
test.describe.configure({ mode: "serial" });

async function open(which: keyof typeof PAGES): Promise<Page> {
  const { url, html } = PAGES[which];
  session.web.pages.set(new URL(url).host + new URL(url).pathname, html);
  const page = await session.firefox.browser.newPage();
  navigate(page, url);
  await expect.poll(() => textOf(page, "h1")).not.toBeNull();
  return page;
}

/** The notice as the traveller reads it (its shadow root), or null while there is none. */
function noticeOf(page: Page) {
  return page
    .evaluate(() => {
      const host = document.querySelector("[data-entryguard-notice]");
      const root = host?.shadowRoot;
      if (!root) return null;
      return {
        text: root.textContent ?? "",
        link: root.querySelector("a")?.getAttribute("href") ?? null,
      };
    })
    .catch(() => null);
}

/** Clicks the notice's button named `name`. */
async function clickNoticeButton(page: Page, name: string): Promise<void> {
  await page.evaluate((n) => {
    const root = document.querySelector("[data-entryguard-notice]")?.shadowRoot;
    const button = [...(root?.querySelectorAll("button") ?? [])].find((b) => b.textContent?.trim() === n);
    button?.click();
  }, name);
}

test("an agency's visa form gets the notice naming the country's official portal, and stays usable", async () => {
  const page = await open("agencyTurkey");
  await expect.poll(() => noticeOf(page), { timeout: 10_000 }).not.toBeNull();
  const notice = await noticeOf(page);
  expect(notice?.text).toContain("This is not a government website.");
  expect(notice?.text).toContain("The official portal for Türkiye, where the fee is the government's own:");
  expect(notice?.link).toBe("https://www.evisa.gov.tr/en/");
  // Non-blocking: the form below still takes input.
  await page.type("#pn", "X1234567");
  expect(await page.evaluate(() => (document.querySelector("#pn") as HTMLInputElement).value)).toBe(
    "X1234567",
  );
  expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);
  await page.setViewport({ width: 1000, height: 500 });
  await page.screenshot({ path: join(screenshotsDir, "firefox-visa-form-notice.png") });
  await page.close();
});

test("a form that names no country points to the toolbar search instead", async () => {
  const page = await open("agencyNoCountry");
  await expect.poll(() => noticeOf(page), { timeout: 10_000 }).not.toBeNull();
  const notice = await noticeOf(page);
  expect(notice?.text).toContain("Find the official one with the Entryguard button in your toolbar.");
  expect(notice?.link).toBeNull();
  await page.close();
});

test("no notice on articles, airline checkouts, a well-known site or an official portal", async () => {
  for (const which of NO_NOTICE) {
    const page = await open(which);
    // The notice, when due, comes within a moment of the page settling; give it more than that.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await noticeOf(page), which).toBeNull();
    await page.close();
  }
});

test("'Don't show on this site' removes the notice there for good, and only there", async () => {
  const page = await open("agencyTurkey");
  await expect.poll(() => noticeOf(page), { timeout: 10_000 }).not.toBeNull();
  await clickNoticeButton(page, "Don't show on this site");
  await expect.poll(() => noticeOf(page)).toBeNull();
  await page.close();
  const again = await open("agencyTurkey");
  await new Promise((r) => setTimeout(r, 1500));
  expect(await noticeOf(again)).toBeNull();
  await again.close();
  const other = await open("agencyNoCountry");
  await expect.poll(() => noticeOf(other), { timeout: 10_000 }).not.toBeNull();
  await clickNoticeButton(other, "Close");
  await expect.poll(() => noticeOf(other)).toBeNull();
  await other.close();
});
