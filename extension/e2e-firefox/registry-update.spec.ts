// The signed update channel in Firefox: WebCrypto's Ed25519 verifies the snapshot the real server
// publishes, the newly named host is then warned about, a tampered snapshot is refused, and the request
// carries nothing but the bare path.
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "puppeteer-core";
import {
  NEWLY_NAMED,
  startUpdateChannel,
  TAMPERED_IN,
  type UpdateChannel,
} from "../e2e-browser/support/update-channel.ts";
import {
  navigate,
  openExtensionPage,
  screenshotsDir,
  textOf,
  useFirefoxSession,
  waitForSite,
  waitForWarning,
} from "./support/firefox-session.ts";

test.describe.configure({ mode: "serial" });

let channel: UpdateChannel;
// Registered before the session, so the server is up when the extension is built for it.
test.beforeAll(async () => {
  channel = await startUpdateChannel();
});
test.afterAll(() => channel?.close());
const session = useFirefoxSession({ extension: () => channel.build("firefox") });

async function checkNow(page: Page): Promise<string> {
  await openExtensionPage(page, session.firefox, "/options.html");
  await page.waitForFunction(() => !(document.querySelector("#check-updates") as HTMLButtonElement).disabled);
  await page.evaluate(() => (document.querySelector("#check-updates") as HTMLButtonElement).click());
  await expect.poll(() => textOf(page, "#update-status"), { timeout: 20_000 }).toMatch(/^Last checked/);
  return (await textOf(page, "#update-status")) ?? "";
}

test("Check now takes a newer signed snapshot, sending only the bare path, and its new host is warned about", async () => {
  const page = await session.firefox.browser.newPage();
  navigate(page, `http://${NEWLY_NAMED}/apply`);
  await waitForSite(page, NEWLY_NAMED);
  const version = await channel.publish([NEWLY_NAMED], 1);
  channel.server.requests.length = 0;
  expect(await checkNow(page)).toContain(`Updated to snapshot ${version}`);
  expect(await textOf(page, "#snapshot")).toContain(`updated from ${channel.server.origin}`);
  await page.setViewport({ width: 900, height: 900 });
  await page.screenshot({ path: join(screenshotsDir, "firefox-options-updated.png"), fullPage: true });
  expect(channel.server.requests.map((r) => r.path)).toEqual(["/v1/registry/snapshot"]);
  const sent = Object.keys(channel.server.requests[0]?.headers ?? {});
  expect(sent.filter((h) => ["cookie", "referer", "origin", "authorization"].includes(h))).toEqual([]);
  navigate(page, `http://${NEWLY_NAMED}/apply`);
  await waitForWarning(page, session.firefox);
  await expect.poll(() => textOf(page, "#imitates")).toContain("Kenya");
  await page.close();
});

test("a tampered snapshot is refused, and the guard goes on with the one it had", async () => {
  await channel.publish([NEWLY_NAMED, TAMPERED_IN], 2);
  channel.tamper(TAMPERED_IN);
  const page = await session.firefox.browser.newPage();
  expect(await checkNow(page)).toContain("Refused: The snapshot does not match its hash");
  navigate(page, `http://${TAMPERED_IN}/apply`);
  await waitForSite(page, TAMPERED_IN);
  navigate(page, `http://${NEWLY_NAMED}/again`);
  await waitForWarning(page, session.firefox);
  await page.close();
});
