// The signed update channel end to end: the real server on a real port serves what `entryguard registry
// sign` wrote, an extension built with that server's URL and the maintainers' public key takes a newer
// snapshot from it (a newly named host is then warned about) and refuses a tampered one.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { dayAfter, snapshotNamingUnofficial } from "@entryguard/registry/testing/newer-snapshot";
import { expect, type Page, test } from "@playwright/test";
import { snapshot as bundled } from "../services/registry/registry.ts";
import { type EntryguardServer, startEntryguardServer } from "./support/entryguard-server.ts";
import { artifactsDir, navigate, waitForSite, waitForWarning } from "./support/extension-pages.ts";
import { type FakeWeb, startFakeWeb } from "./support/fake-web.ts";
import { type ExtensionBrowser, launchWithExtension } from "./support/launch-extension.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const serverDir = join(root, "server");
const MODE = "update-test";
/** Made-up hosts no record names and core does not flag until a snapshot names them. */
const NEWLY_NAMED = "harbour-stopover-desk.example";
const TAMPERED_IN = "second-harbour-desk.example";

test.describe.configure({ mode: "serial" });

const tmp = mkdtempSync(join(tmpdir(), "entryguard-update-"));
const keyFile = join(tmp, "signing-key.pem");
const signedFile = join(tmp, "snapshot.signed.json");
let server: EntryguardServer;
let updateOrigin: string;
let web: FakeWeb;
let ext: ExtensionBrowser;

const entryguard = (...args: string[]) =>
  execFileSync("npx", ["entryguard", ...args], {
    cwd: serverDir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

/** Builds a snapshot naming `hosts`, dated `days` after the bundled one, and signs it with the CLI. */
function publish(hosts: readonly string[], days: number): string {
  const file = join(tmp, `next-${days}.json`);
  const date = dayAfter(bundled.version, days);
  const snapshot = snapshotNamingUnofficial(hosts, date);
  writeFileSync(file, JSON.stringify(snapshot));
  entryguard("registry", "sign", "--snapshot", file, "--key", keyFile, "--out", signedFile);
  return snapshot.version;
}

async function checkNow(page: Page): Promise<void> {
  await page.goto(`chrome-extension://${ext.extensionId}/options.html`);
  await expect(page.locator("#check-updates")).toBeEnabled();
  await page.locator("#check-updates").click();
  await expect(page.locator("#update-status")).not.toHaveText(/Checking/, { timeout: 20_000 });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The maintainers' key, made as a maintainer makes it; the build pins the public half.
  const publicKey = /public key[^:]*: (\S+)/.exec(entryguard("registry", "keygen", "--out", keyFile))?.[1];
  if (!publicKey) throw new Error("keygen printed no public key");
  server = await startEntryguardServer({ SIGNED_SNAPSHOT_FILE: signedFile });
  updateOrigin = server.origin;
  execFileSync("npx", ["wxt", "build", "extension", "--mode", MODE], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      WXT_ENTRYGUARD_UPDATE_URL: `${updateOrigin}/v1/registry/snapshot`,
      WXT_ENTRYGUARD_UPDATE_KEY: publicKey,
    },
  });
  web = await startFakeWeb();
  ext = await launchWithExtension(web, join(root, "extension", ".output", `chrome-mv3-${MODE}`));
});

test.afterAll(async () => {
  await ext?.close();
  await web?.close();
  await server?.close();
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
  const version = publish([NEWLY_NAMED], 1);
  const page = await ext.context.newPage();
  server.requests.length = 0;
  await checkNow(page);
  await expect(page.locator("#update-status")).toContainText(`Updated to snapshot ${version}`);
  await expect(page.locator("#snapshot")).toContainText(`Snapshot ${version}`);
  await expect(page.locator("#snapshot")).toContainText(`updated from ${updateOrigin}`);
  await page.screenshot({ path: join(artifactsDir, "options-updated.png"), fullPage: true });
  // Nothing about the user went with it: the bare path, no cookie, no referrer, no page's address.
  expect(server.requests.map((r) => r.path)).toEqual(["/v1/registry/snapshot"]);
  const headers = server.requests[0]?.headers ?? {};
  expect(Object.keys(headers).filter((h) => ["cookie", "referer", "authorization"].includes(h))).toEqual([]);
  expect(JSON.stringify(headers)).not.toContain(NEWLY_NAMED);
  await navigate(page, `http://${NEWLY_NAMED}/apply`);
  await waitForWarning(page, ext);
  await expect(page.locator("#warning")).toContainText("Kenya");
  await page.close();
});

test("a tampered snapshot is refused, and the guard goes on with the one it had", async () => {
  publish([NEWLY_NAMED, TAMPERED_IN], 2);
  // Changed after signing: one named host renamed.
  writeFileSync(
    signedFile,
    readFileSync(signedFile, "utf8").replace(`"host":"${TAMPERED_IN}"`, `"host":"x${TAMPERED_IN}"`),
  );
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

test("the switch turns updates off: Check now is disabled and nothing is fetched", async () => {
  const page = await ext.context.newPage();
  await page.goto(`chrome-extension://${ext.extensionId}/options.html`);
  server.requests.length = 0;
  await page.locator("#updates-enabled").uncheck();
  await expect(page.locator("#update-status")).toContainText("Updates are off");
  await expect(page.locator("#check-updates")).toBeDisabled();
  await page.reload();
  await expect(page.locator("#updates-enabled")).not.toBeChecked();
  expect(server.requests).toEqual([]);
  await page.close();
});
