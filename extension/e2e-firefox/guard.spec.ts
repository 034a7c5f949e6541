// The guard in Debian's Firefox ESR, with the built Firefox extension as a temporary add-on: fake sites are
// replaced by the warning page before their scripts run, official portals get the mark, the popup searches
// and checks links, and "continue anyway" and the allowlist behave as in Chromium.
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "puppeteer-core";
import type { browser } from "wxt/browser";
import { coreVerdict } from "../e2e-browser/support/extension-pages.ts";
import { FAKE_SITES as FAKES } from "../e2e-browser/support/fake-sites.ts";
import {
  attributeOf,
  clickButton,
  navigate,
  openExtensionPage,
  screenshotsDir,
  shown,
  textOf,
  useFirefoxSession,
  waitForSite,
  waitForWarning,
} from "./support/firefox-session.ts";

/** What an extension page's `browser` global offers, read inside `page.evaluate`. */
type ExtensionGlobal = { browser: typeof browser };

const session = useFirefoxSession();
test.describe.configure({ mode: "serial" });

async function newPage(): Promise<Page> {
  return session.firefox.browser.newPage();
}

test("fake sites land on the warning page naming the country and the real portal, before their scripts run", async () => {
  for (const fake of FAKES) {
    const verdict = coreVerdict(fake.url);
    expect(verdict.verdict.kind).toBe(fake.kind);
    const page = await newPage();
    navigate(page, fake.url);
    await waitForWarning(page, session.firefox);
    await expect.poll(() => textOf(page, "#imitates")).toContain(fake.country);
    await expect.poll(() => textOf(page, "#caught-host")).toBe(verdict.verdict.host_unicode);
    expect(await attributeOf(page, "#official-portal", "href")).toBe(fake.real);
    if (fake.url.includes("evisa-turkey"))
      await page.screenshot({ path: join(screenshotsDir, "firefox-warning.png"), fullPage: true });
    await page.close();
  }
  // Only fakes were opened so far: no page's script ran at all (a cut-off address would run its own).
  expect(session.web.beacons).toEqual([]);
});

test("official portals load unwarned and get the toolbar mark; benign sites run untouched", async () => {
  const site = await newPage();
  navigate(site, "https://www.evisa.gov.tr/en/");
  await waitForSite(site, "www.evisa.gov.tr");
  navigate(await newPage(), "https://www.booking.com/");
  await expect.poll(() => session.web.beacons.includes("www.booking.com")).toBe(true);
  const ext = await newPage();
  await openExtensionPage(ext, session.firefox, "/options.html");
  const mark = (pattern: string) =>
    ext.evaluate(async (p) => {
      const { browser } = globalThis as unknown as ExtensionGlobal;
      const [tab] = await browser.tabs.query({ url: p });
      if (tab?.id === undefined) return null;
      return {
        text: await browser.action.getBadgeText({ tabId: tab.id }),
        title: await browser.action.getTitle({ tabId: tab.id }),
      };
    }, pattern);
  await expect
    .poll(() => mark("https://www.evisa.gov.tr/*"))
    .toEqual({ text: "✓", title: "Official portal of Türkiye (not yet confirmed by a person)" });
  expect((await mark("https://www.booking.com/*"))?.text).toBe("");
  // The same tab moving on from the portal: the worker does not hear that navigation; Firefox clears the mark.
  navigate(site, "https://example.com/");
  await waitForSite(site, "example.com");
  await expect.poll(() => mark("https://example.com/*")).toEqual({ text: "", title: "Entryguard" });
  await ext.close();
  await site.close();
});

test("the popup searches by alias, shows the current tab's verdict and the link check's answer", async () => {
  const site = await newPage();
  navigate(site, "https://esta.cbp.dhs.gov/");
  await waitForSite(site, "esta.cbp.dhs.gov");
  const popup = await newPage();
  await openExtensionPage(popup, session.firefox, "/popup.html");
  const check = await popup.evaluate(async () => {
    const { browser } = globalThis as unknown as ExtensionGlobal;
    return browser.runtime.sendMessage({ type: "check-link", url: "https://esta-usa.com/apply" });
  });
  expect(check).toMatchObject({
    headline: "Not official: a third-party site using the name of United States",
  });
  // The popup reads the active tab: make the portal's tab active, then load the popup again.
  await popup.evaluate(async () => {
    const { browser } = globalThis as unknown as ExtensionGlobal;
    const [tab] = await browser.tabs.query({ url: "https://esta.cbp.dhs.gov/*" });
    if (tab?.id !== undefined) await browser.tabs.update(tab.id, { active: true });
    location.reload();
  });
  await expect
    .poll(() => popup.$eval("#current .verdict", (e) => e.getAttribute("data-kind")).catch(() => null))
    .toBe("official");
  expect(await textOf(popup, "#current")).toContain("Official portal of United States");
  expect(await textOf(popup, "#link-check")).toContain("Link checked: https://esta-usa.com/apply");
  await popup.type("#search", "Turkey");
  await expect.poll(() => attributeOf(popup, "#results > li", "data-country")).toBe("turkiye");
  expect(await textOf(popup, "#results > li")).toContain("Türkiye");
  await popup.setViewport({ width: 420, height: 720 });
  await popup.screenshot({ path: join(screenshotsDir, "firefox-popup.png"), fullPage: true });
  await popup.close();
  await site.close();
});

test("'continue anyway' lets only that host through, and its own scripts then run", async () => {
  const page = await newPage();
  navigate(page, "https://turkey-evisa-agent.com/apply");
  await waitForWarning(page, session.firefox);
  await clickButton(page, "Continue anyway…");
  await clickButton(page, "Continue to turkey-evisa-agent.com");
  await waitForSite(page, "turkey-evisa-agent.com");
  await expect.poll(() => session.web.beacons.includes("turkey-evisa-agent.com")).toBe(true);
  navigate(page, "https://india-evisa-agent.org/");
  await waitForWarning(page, session.firefox);
  await page.close();
});

test("'this site is genuine' adds the host to the allowlist, shown and editable in the options", async () => {
  const page = await newPage();
  navigate(page, "https://evisa-gov-tr.net/");
  await waitForWarning(page, session.firefox);
  await clickButton(page, "This site is genuine, stop warning me…");
  await clickButton(page, "Stop warning me about evisa-gov-tr.net");
  await waitForSite(page, "evisa-gov-tr.net");
  const options = await newPage();
  await openExtensionPage(options, session.firefox, "/options.html");
  await expect
    .poll(() => attributeOf(options, "#allowlist li[data-host='evisa-gov-tr.net']", "data-host"))
    .toBe("evisa-gov-tr.net");
  await expect.poll(() => textOf(options, "#snapshot")).toContain("bundled with this version");
  await options.setViewport({ width: 900, height: 900 });
  await options.screenshot({ path: join(screenshotsDir, "firefox-options.png"), fullPage: true });
  await clickButton(options, "Remove evisa-gov-tr.net");
  await expect
    .poll(() => options.$$eval("#allowlist li[data-host='evisa-gov-tr.net']", (l) => l.length))
    .toBe(0);
  navigate(page, "https://evisa-gov-tr.net/again");
  await waitForWarning(page, session.firefox);
  expect((await shown(page))?.href).toContain("warning.html");
  await options.close();
  await page.close();
});
