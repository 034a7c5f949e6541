// The popup in a real Chromium: the current tab's verdict, search by alias with the keyboard only, and
// the link check's answer.
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { ChromeGlobal } from "./support/extension-api.ts";
import { artifactsDir, navigate, waitForSite } from "./support/extension-pages.ts";
import { useExtensionSession } from "./support/extension-session.ts";

const session = useExtensionSession();

test("keyboard only: the search box has focus, an alias finds the country, arrow keys reach its portals", async () => {
  const popup = await session.ext.context.newPage();
  await popup.goto(`chrome-extension://${session.ext.extensionId}/popup.html`);
  await expect(popup.locator("#search")).toBeFocused();
  await popup.keyboard.type("Turkey");
  const first = popup.locator("#results > li").first();
  await expect(first).toHaveAttribute("data-country", "turkiye");
  await expect(first).toContainText("Türkiye");
  await expect(first).toContainText("Unverified: not yet confirmed by a person");
  await expect(first).toContainText("eVisa");
  await expect(first).toContainText("Updated ");
  await popup.keyboard.press("ArrowDown");
  await expect(popup.locator(":focus")).toHaveAttribute("href", "https://www.evisa.gov.tr/en/");
  // Accents and typos are forgiven; codes and demonyms work too.
  const queries: [string, string][] = [
    ["turkiye", "turkiye"],
    ["Turky", "turkiye"],
    ["GB", "united-kingdom"],
    ["Indian", "india"],
  ];
  for (const [query, id] of queries) {
    await popup.locator("#search").fill(query);
    await expect(popup.locator("#results > li").first()).toHaveAttribute("data-country", id);
  }
  await popup.close();
});

test("the popup shows the current tab's verdict; the link check answers with a notification and in the popup", async () => {
  const site = await session.ext.context.newPage();
  await navigate(site, "https://www.evisa.gov.tr/en/");
  await waitForSite(site, "www.evisa.gov.tr");
  const popup = await session.ext.context.newPage();
  await popup.goto(`chrome-extension://${session.ext.extensionId}/popup.html`);

  // What the context-menu item does, asked directly: headless Chromium shows no native context menus.
  const check = await popup.evaluate(async () => {
    const { chrome } = globalThis as unknown as ChromeGlobal;
    return chrome.runtime.sendMessage({ type: "check-link", url: "https://esta-usa.com/apply" });
  });
  expect(check).toMatchObject({
    headline: "Not official: a third-party site using the name of United States",
  });
  const notifications = await session.ext.worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as ChromeGlobal;
    return chrome.notifications.getAll();
  });
  expect(Object.keys(notifications)).toContain("entryguard-check-link");

  // Make the official site's tab the active one, then reload the popup page as if it had just opened.
  await session.ext.worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as ChromeGlobal;
    const [tab] = await chrome.tabs.query({ url: "https://www.evisa.gov.tr/*" });
    if (tab?.id !== undefined) await chrome.tabs.update(tab.id, { active: true });
  });
  await popup.reload();
  await expect(popup.locator("#current .verdict")).toHaveAttribute("data-kind", "official");
  await expect(popup.locator("#current")).toContainText(
    "Official portal of Türkiye (not yet confirmed by a person)",
  );
  await expect(popup.locator("#link-check")).toContainText("Link checked: https://esta-usa.com/apply");
  await expect(popup.locator("#link-check")).toContainText("Not official");
  await popup.locator("#search").fill("ivory coast");
  await expect(popup.locator("#results > li").first()).toHaveAttribute("data-country", "ivory-coast");
  await popup.setViewportSize({ width: 420, height: 720 });
  await popup.screenshot({ path: join(artifactsDir, "popup.png"), fullPage: true });
  await popup.close();
  await site.close();
});
