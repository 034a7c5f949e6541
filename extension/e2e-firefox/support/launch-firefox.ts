// Debian's Firefox ESR driven over WebDriver BiDi, with the built Firefox extension installed as a
// temporary add-on and every request sent through the proxy to the fake web.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";
import { GECKO_ID } from "../../build/manifest.ts";
import { extensionDir } from "../../e2e-browser/support/launch-extension.ts";

/** The Firefox build, beside the Chromium one. */
export const firefoxExtensionDir = join(extensionDir, "..", "firefox-mv3");

export interface FirefoxWithExtension {
  readonly browser: Browser;
  /** The extension's pages live at moz-extension://<uuid>/, fixed here through a preference. */
  readonly base: string;
  close(): Promise<void>;
}

/**
 * Launches Firefox ESR headless with the Firefox build (or `dir`) as a temporary add-on; `prefs` adds
 * preferences (a UI language: `intl.locale.requested`, with Debian's language pack installed).
 */
export async function launchFirefox(
  proxyPort: number,
  dir = firefoxExtensionDir,
  prefs: Record<string, unknown> = {},
): Promise<FirefoxWithExtension> {
  const uuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: "/usr/bin/firefox-esr",
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      "network.proxy.type": 1,
      "network.proxy.http": "127.0.0.1",
      "network.proxy.http_port": proxyPort,
      "network.proxy.ssl": "127.0.0.1",
      "network.proxy.ssl_port": proxyPort,
      "network.proxy.no_proxies_on": "",
      // The update server is on 127.0.0.1 and is reached directly; only made-up hosts go to the proxy.
      "network.proxy.allow_hijacking_localhost": false,
      "extensions.webextensions.uuids": JSON.stringify({ [GECKO_ID]: uuid }),
      ...prefs,
    },
  });
  await browser.installExtension(dir);
  return { browser, base: `moz-extension://${uuid}`, close: () => closeOrKill(browser) };
}

/** Closes Firefox over BiDi; one that has not exited within 10 s is killed, so teardown never hangs. */
async function closeOrKill(browser: Browser): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const closed = browser.close().then(
    () => true,
    () => false,
  );
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 10_000);
  });
  const ok = await Promise.race([closed, late]);
  clearTimeout(timer);
  if (!ok) browser.process()?.kill("SIGKILL");
}
