// Steps the specs share: navigate, wait for the warning page, read the toolbar mark.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRegistryIndex, type VerificationResult, verify } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import { expect, type Page } from "@playwright/test";
import type { ChromeGlobal } from "./extension-api.ts";
import type { ExtensionBrowser } from "./launch-extension.ts";

/** Screenshots for people to look at (git-ignored). */
export const artifactsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
  "artifacts",
  "extension",
);
mkdirSync(artifactsDir, { recursive: true });

const index = createRegistryIndex(loadSnapshot());

/** Core's verdict, computed here in Node from the same registry, to compare the extension against. */
export function coreVerdict(url: string): VerificationResult {
  const outcome = verify(index, url);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result;
}

export function warningPrefix(ext: ExtensionBrowser): string {
  return `chrome-extension://${ext.extensionId}/warning.html`;
}

/** Starts a navigation; a caught one is aborted or replaced, which is not an error here. */
export async function navigate(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "commit" }).catch(() => undefined);
}

/** Waits until the tab shows the warning page with its content rendered. */
export async function waitForWarning(page: Page, ext: ExtensionBrowser): Promise<void> {
  // Polled rather than waitForURL: the caught navigation is aborted, which waitForURL reports as an error.
  await expect
    .poll(() => page.url(), { timeout: 10_000, intervals: [10, 20, 50] })
    .toMatch(new RegExp(`^${warningPrefix(ext).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`));
  await page.locator("#warning:not([hidden])").waitFor({ timeout: 10_000 });
}

/** Waits until the tab shows the fake web's page for `host`. */
export async function waitForSite(page: Page, host: string): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).hostname, { timeout: 10_000, intervals: [10, 20, 50] })
    .toBe(host);
  await page.locator("#site").waitFor({ timeout: 10_000 });
}

/** The toolbar badge text and title for the tab showing `url`. */
export async function toolbarMark(
  ext: ExtensionBrowser,
  urlPattern: string,
): Promise<{ text: string; title: string }> {
  return ext.worker.evaluate(async (pattern) => {
    const { chrome } = globalThis as unknown as ChromeGlobal;
    const [tab] = await chrome.tabs.query({ url: pattern });
    if (tab?.id === undefined) throw new Error(`no tab shows ${pattern}`);
    return {
      text: await chrome.action.getBadgeText({ tabId: tab.id }),
      title: await chrome.action.getTitle({ tabId: tab.id }),
    };
  }, urlPattern);
}
