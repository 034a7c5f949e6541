// The user's decisions in a real Chromium: "continue anyway" for one host and one session, the allowlist
// (from the warning page and in the options), and the two warning switches.
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { ChromeGlobal } from "./support/extension-api.ts";
import { artifactsDir, navigate, waitForSite, waitForWarning } from "./support/extension-pages.ts";
import { useExtensionSession } from "./support/extension-session.ts";

const session = useExtensionSession();

async function openOptions(): Promise<Page> {
  const page = await session.ext.context.newPage();
  await page.goto(`chrome-extension://${session.ext.extensionId}/options.html`);
  await expect(page.locator("#snapshot")).toContainText("Snapshot ");
  return page;
}

test("'Go back' returns to the page the traveller came from", async () => {
  const page = await session.ext.context.newPage();
  await navigate(page, "https://travel-news.example.com/");
  await waitForSite(page, "travel-news.example.com");
  await navigate(page, "https://evisa-turkey-go-back.com/");
  await waitForWarning(page, session.ext);
  await expect(page.locator("#official-portal")).toBeFocused();
  await page.getByRole("button", { name: "Go back" }).click();
  await waitForSite(page, "travel-news.example.com");
  await page.close();
});

test("'continue anyway' takes two steps and lets only that host through, for this session", async () => {
  const page = await session.ext.context.newPage();
  await navigate(page, "https://turkey-evisa-agent.com/apply");
  await waitForWarning(page, session.ext);
  const confirm = page.getByRole("button", { name: "Continue to turkey-evisa-agent.com" });
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Continue anyway…" }).click();
  await confirm.click();
  await waitForSite(page, "turkey-evisa-agent.com");
  // Now the site is opened the user's way: its own scripts run.
  await expect.poll(() => session.web.beacons.includes("turkey-evisa-agent.com")).toBe(true);
  await navigate(page, "https://turkey-evisa-agent.com/again");
  await waitForSite(page, "turkey-evisa-agent.com");
  await navigate(page, "https://india-evisa-agent.org/");
  await waitForWarning(page, session.ext);
  // Remembered in session storage only, which the browser drops when it closes.
  const stored = await session.ext.worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as ChromeGlobal;
    return {
      session: await chrome.storage.session.get("sessionHosts"),
      local: await chrome.storage.local.get(null),
    };
  });
  expect(JSON.stringify(stored.session)).toContain("turkey-evisa-agent.com");
  expect(JSON.stringify(stored.local)).not.toContain("turkey-evisa-agent.com");
  await page.close();
});

test("'this site is genuine' adds the host to the allowlist, which the options page edits", async () => {
  const page = await session.ext.context.newPage();
  await navigate(page, "https://evisa-gov-tr.net/");
  await waitForWarning(page, session.ext);
  await page.getByRole("button", { name: "This site is genuine, stop warning me…" }).click();
  await page.getByRole("button", { name: "Stop warning me about evisa-gov-tr.net" }).click();
  await waitForSite(page, "evisa-gov-tr.net");

  const options = await openOptions();
  await expect(options.locator("#allowlist li[data-host='evisa-gov-tr.net']")).toBeVisible();
  await options.locator("#add-host").fill("not a host");
  await options.getByRole("button", { name: "Add" }).click();
  await expect(options.locator("#add-error")).toContainText("is not a site name");
  await options.locator("#add-host").fill("vietnam-evisa-helper.com");
  await options.getByRole("button", { name: "Add" }).click();
  await expect(options.locator("#allowlist li[data-host='vietnam-evisa-helper.com']")).toBeVisible();
  await options.screenshot({ path: join(artifactsDir, "options-page.png"), fullPage: true });

  await navigate(page, "https://vietnam-evisa-helper.com/");
  await waitForSite(page, "vietnam-evisa-helper.com");
  await options.getByRole("button", { name: "Remove evisa-gov-tr.net" }).click();
  await expect(options.locator("#allowlist li[data-host='evisa-gov-tr.net']")).toHaveCount(0);
  await navigate(page, "https://evisa-gov-tr.net/again");
  await waitForWarning(page, session.ext);
  await options.getByRole("button", { name: "Remove vietnam-evisa-helper.com" }).click();
  await page.close();
  await options.close();
});

test("impersonation warnings switch off separately from lookalike warnings", async () => {
  const options = await openOptions();
  await options.getByLabel("Warn on impersonation sites").uncheck();
  await expect(options.getByRole("status")).toHaveText(/^Saved/);
  const page = await session.ext.context.newPage();
  await navigate(page, "https://kenya-eta-agent.com/");
  await waitForSite(page, "kenya-eta-agent.com");
  await navigate(page, "https://indianvisaonline.gov.in.switch-test.com/");
  await waitForWarning(page, session.ext);
  await options.getByLabel("Warn on impersonation sites").check();
  await expect(options.getByRole("status")).toHaveText(/^Saved/);
  await navigate(page, "https://kenya-eta-agent2.com/");
  await waitForWarning(page, session.ext);
  await page.close();
  await options.close();
});
