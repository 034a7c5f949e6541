// One spec file's Firefox: the fake web, the proxy in front of it and Firefox ESR with the extension, started
// once for the file; and the steps the specs share.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "puppeteer-core";
import { artifactsDir } from "../../e2e-browser/support/extension-pages.ts";
import { type FakeWeb, startFakeWeb } from "../../e2e-browser/support/fake-web.ts";
import { type FirefoxWithExtension, launchFirefox } from "./launch-firefox.ts";
import { type FakeWebProxy, startProxyToFakeWeb } from "./proxy-to-fake-web.ts";

/** Screenshots for people to look at (git-ignored). */
export const screenshotsDir = join(artifactsDir, "..", "screenshots");
mkdirSync(screenshotsDir, { recursive: true });

export interface FirefoxSession {
  readonly web: FakeWeb;
  readonly firefox: FirefoxWithExtension;
}

/**
 * Registers the file's beforeAll/afterAll; read `web` and `firefox` inside tests. `extension` gives another
 * build's folder (called when the session starts, after the file's earlier hooks); `prefs` Firefox preferences.
 */
export function useFirefoxSession(
  options: { extension?: () => string; prefs?: Record<string, unknown> } = {},
): FirefoxSession {
  let web: FakeWeb | undefined;
  let proxy: FakeWebProxy | undefined;
  let firefox: FirefoxWithExtension | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    web = await startFakeWeb();
    proxy = await startProxyToFakeWeb(web);
    firefox = await launchFirefox(proxy.port, options.extension?.(), options.prefs);
  });
  test.afterAll(async () => {
    await firefox?.close();
    await proxy?.close();
    await web?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the Firefox session has not started (use it inside a test)");
    return value;
  };
  return {
    get web() {
      return started(web);
    },
    get firefox() {
      return started(firefox);
    },
  };
}

interface Shown {
  readonly href: string;
  readonly site: string | null;
  readonly warning: boolean;
}

/** Where the tab is and what it shows; null while it is between documents. */
export function shown(page: Page): Promise<Shown | null> {
  return page
    .evaluate(() => ({
      href: location.href,
      site: document.querySelector("#site")?.textContent ?? null,
      warning: document.querySelector("#warning:not([hidden])") !== null,
    }))
    .catch(() => null);
}

/**
 * Starts a navigation without waiting for its load: Firefox reports none for a navigation the extension
 * replaced with its warning page. The steps below poll what the tab shows instead.
 */
export function navigate(page: Page, url: string): void {
  void page.goto(url, { timeout: 15_000 }).catch(() => undefined);
}

export async function waitForWarning(page: Page, firefox: FirefoxWithExtension): Promise<void> {
  // Polls the whole state, so a failure says what the tab showed instead.
  await expect
    .poll(() => shown(page), { timeout: 10_000 })
    .toMatchObject({ href: expect.stringMatching(`^${firefox.base}/warning\\.html`), warning: true });
}

export async function waitForSite(page: Page, host: string): Promise<void> {
  await expect.poll(async () => (await shown(page))?.site ?? null, { timeout: 10_000 }).toBe(host);
}

/**
 * Opens an extension page in the tab. WebDriver BiDi may not navigate to moz-extension: URLs, but a web
 * page may open the (web-accessible) warning page, and an extension page may open its siblings.
 */
export async function openExtensionPage(
  page: Page,
  firefox: FirefoxWithExtension,
  path: string,
): Promise<void> {
  navigate(page, "http://start.example/");
  await waitForSite(page, "start.example");
  await page.evaluate((url) => location.assign(url), `${firefox.base}/warning.html`);
  await expect.poll(async () => (await shown(page))?.href ?? "").toMatch(/warning\.html/);
  await page.evaluate((url) => location.assign(url), `${firefox.base}${path}`);
  await expect.poll(async () => (await shown(page))?.href ?? "").toBe(`${firefox.base}${path}`);
  await page.waitForFunction(() => document.readyState === "complete");
}

/**
 * Clicks the visible button whose accessible name (aria-label, else its text) is `name`; Playwright's
 * role queries need CDP, which Firefox lacks.
 */
export async function clickButton(page: Page, name: string): Promise<void> {
  const find = (text: string) =>
    [...document.querySelectorAll("button")].find(
      (b) => (b.getAttribute("aria-label") ?? b.textContent?.trim()) === text && b.checkVisibility(),
    );
  const button = await page.waitForFunction(find, { timeout: 10_000 }, name);
  await button.asElement()?.evaluate((b) => (b as HTMLButtonElement).click());
}

/** The text of the first element matching `selector`, or null. */
export function textOf(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector).catch(() => null);
}

/** An attribute of the first element matching `selector`, or null. */
export function attributeOf(page: Page, selector: string, name: string): Promise<string | null> {
  return page
    .evaluate((s, n) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name)
    .catch(() => null);
}
