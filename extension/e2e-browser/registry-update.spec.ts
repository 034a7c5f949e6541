// The signed update channel end to end: the real server on a real port serves what `entryguard registry
// sign` wrote, an extension built with that server's URL and the maintainers' public key takes a newer
// snapshot from it (a newly named host is then warned about) and refuses a tampered one.
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { snapshot as bundled } from "../services/registry/registry.ts";
import {
  artifactsDir,
  navigate,
  toolbarMark,
  waitForSite,
  waitForWarning,
} from "./support/extension-pages.ts";
import { type FakeWeb, startFakeWeb } from "./support/fake-web.ts";
import { type ExtensionBrowser, launchWithExtension } from "./support/launch-extension.ts";
import {
  NEW_PORTAL_HOST,
  NEWLY_NAMED,
  startUpdateChannel,
  TAMPERED_IN,
  type UpdateChannel,
} from "./support/update-channel.ts";

test.describe.configure({ mode: "serial" });

let channel: UpdateChannel;
let updateOrigin: string;
let web: FakeWeb;
let ext: ExtensionBrowser;

async function checkNow(page: Page): Promise<void> {
  await page.goto(`chrome-extension://${ext.extensionId}/options.html`);
  await expect(page.locator("#check-updates")).toBeEnabled();
  await page.locator("#check-updates").click();
  await expect(page.locator("#update-status")).not.toHaveText(/Checking/, { timeout: 20_000 });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  channel = await startUpdateChannel();
  updateOrigin = channel.server.origin;
  const dir = channel.build("chrome");
  web = await startFakeWeb();
  ext = await launchWithExtension(web, { dir });
});

test.afterAll(async () => {
  await ext?.close();
  await web?.close();
  await channel?.close();
});

test("before any update the bundled snapshot is in use and the host is a site like any other", async () => {
  const page = await ext.context.newPage();
  await page.goto(`chrome-extension://${ext.extensionId}/options.html`);
  await expect(page.locator("#snapshot")).toContainText(`Snapshot ${bundled.version}`);
  await expect(page.locator("#snapshot")).toContainText("bundled with this version");
  await navigate(page, `http://${NEWLY_NAMED}/apply`);
  await waitForSite(page, NEWLY_NAMED);
  await page.close();
});

test("Check now takes a newer signed snapshot, and the host it names is warned about", async () => {
  const version = await channel.publish([NEWLY_NAMED], 1, "cli");
  const page = await ext.context.newPage();
  channel.server.requests.length = 0;
  await checkNow(page);
  await expect(page.locator("#update-status")).toContainText(`Updated to snapshot ${version}`);
  await expect(page.locator("#snapshot")).toContainText(`Snapshot ${version}`);
  await expect(page.locator("#snapshot")).toContainText(`updated from ${updateOrigin}`);
  await page.screenshot({ path: join(artifactsDir, "options-updated.png"), fullPage: true });
  // Nothing about the user went with it: the bare path, no cookie, no referrer, no page's address.
  expect(channel.server.requests.map((r) => r.path)).toEqual(["/v1/registry/snapshot"]);
  const headers = channel.server.requests[0]?.headers ?? {};
  expect(Object.keys(headers).filter((h) => ["cookie", "referer", "authorization"].includes(h))).toEqual([]);
  expect(JSON.stringify(headers)).not.toContain(NEWLY_NAMED);
  await navigate(page, `http://${NEWLY_NAMED}/apply`);
  await waitForWarning(page, ext);
  await expect(page.locator("#warning")).toContainText("Kenya");
  await page.close();
});

test("a tampered snapshot is refused, and the guard goes on with the one it had", async () => {
  await channel.publish([NEWLY_NAMED, TAMPERED_IN], 2);
  channel.tamper(TAMPERED_IN);
  const page = await ext.context.newPage();
  await checkNow(page);
  await expect(page.locator("#update-status")).toContainText("Refused: The snapshot does not match its hash");
  await expect(page.locator("#snapshot")).toContainText(`updated from ${updateOrigin}`);
  await navigate(page, `http://${TAMPERED_IN}/apply`);
  await waitForSite(page, TAMPERED_IN);
  await navigate(page, `http://${NEWLY_NAMED}/apply`);
  await waitForWarning(page, ext);
  await navigate(page, "https://evisa-gov-tr.com/apply");
  await waitForWarning(page, ext);
  await page.close();
});

test("a portal host the update adds gets the toolbar mark, on the host and its subdomains", async () => {
  const version = await channel.publish([NEWLY_NAMED], 3, "function", [NEW_PORTAL_HOST]);
  const page = await ext.context.newPage();
  await checkNow(page);
  await expect(page.locator("#update-status")).toContainText(`Updated to snapshot ${version}`);
  for (const host of [NEW_PORTAL_HOST, `apply.${NEW_PORTAL_HOST}`]) {
    await navigate(page, `http://${host}/`);
    await waitForSite(page, host);
    await expect.poll(async () => (await toolbarMark(ext, `http://${host}/*`)).text).toBe("✓");
  }
  await page.close();
});

test("the switch turns updates off: Check now is disabled and nothing is fetched", async () => {
  const page = await ext.context.newPage();
  await page.goto(`chrome-extension://${ext.extensionId}/options.html`);
  channel.server.requests.length = 0;
  await page.locator("#updates-enabled").uncheck();
  await expect(page.locator("#update-status")).toContainText("Updates are off");
  await expect(page.locator("#check-updates")).toBeDisabled();
  await page.reload();
  await expect(page.locator("#updates-enabled")).not.toBeChecked();
  expect(channel.server.requests).toEqual([]);
  await page.close();
});
