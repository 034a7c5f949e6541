// Debian's Chromium with the built extension loaded, every host mapped to the local fake web.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Worker } from "@playwright/test";
import type { ChromeGlobal } from "./extension-api.ts";
import type { FakeWeb } from "./fake-web.ts";

export const extensionDir = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  ".output",
  "chrome-mv3",
);

export interface ExtensionBrowser {
  readonly context: BrowserContext;
  /** The profile directory, which also names the browser's process (for memory figures). */
  readonly profileDir: string;
  readonly worker: Worker;
  readonly extensionId: string;
  close(): Promise<void>;
}

/** Launches Debian's Chromium headless on a fresh profile, every host mapped to the fake web. */
export async function launchChromium(
  web: FakeWeb,
  extraArgs: readonly string[] = [],
  locale?: string,
): Promise<{ context: BrowserContext; profileDir: string }> {
  const profileDir = mkdtempSync(join(tmpdir(), "entryguard-profile-"));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: "/usr/bin/chromium",
    ...(locale ? { locale, env: { ...process.env, LANGUAGE: locale.replace("-", "_") } } : {}),
    headless: true,
    ignoreHTTPSErrors: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...extraArgs,
      `--host-resolver-rules=MAP *:80 127.0.0.1:${web.httpPort}, MAP *:443 127.0.0.1:${web.httpsPort}, EXCLUDE localhost`,
      "--ignore-certificate-errors",
    ],
  });
  return { context, profileDir };
}

/**
 * Launches Chromium headless with the unpacked extension (the default build, or `dir`), and waits for its
 * service worker. `locale` ("ar", "zh-CN") is the browser's UI language, which the extension's pages follow
 * (Debian's chromium-l10n).
 */
export async function launchWithExtension(
  web: FakeWeb,
  { dir = extensionDir, locale }: { dir?: string; locale?: string | undefined } = {},
): Promise<ExtensionBrowser> {
  const { context, profileDir } = await launchChromium(
    web,
    [`--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
    locale,
  );
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  const extensionId = new URL(worker.url()).host;
  // The background registers the guard and installs its rules on install; wait until it has done both.
  await worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as ChromeGlobal;
    for (let i = 0; i < 300; i++) {
      const scripts = await chrome.scripting.getRegisteredContentScripts();
      const rules = await chrome.declarativeNetRequest.getDynamicRules();
      if (scripts.length > 0 && rules.length > 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(
      `the guard was not ready: ${(await chrome.scripting.getRegisteredContentScripts()).length} scripts, ${(await chrome.declarativeNetRequest.getDynamicRules()).length} dynamic rules`,
    );
  });
  return { context, profileDir, worker, extensionId, close: () => context.close() };
}
