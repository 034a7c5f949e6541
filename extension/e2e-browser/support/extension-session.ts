// One spec file's browser: the fake web and Chromium with the extension, started once for the file.
import { test } from "@playwright/test";
import { type FakeWeb, startFakeWeb } from "./fake-web.ts";
import { type ExtensionBrowser, launchWithExtension } from "./launch-extension.ts";

export interface ExtensionSession {
  readonly web: FakeWeb;
  readonly ext: ExtensionBrowser;
}

/** Registers the file's beforeAll/afterAll; read `web` and `ext` inside tests, once they have started. */
export function useExtensionSession(): ExtensionSession {
  let web: FakeWeb | undefined;
  let ext: ExtensionBrowser | undefined;
  test.beforeAll(async () => {
    web = await startFakeWeb();
    ext = await launchWithExtension(web);
  });
  test.afterAll(async () => {
    await ext?.close();
    await web?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the extension session has not started (use it inside a test)");
    return value;
  };
  return {
    get web() {
      return started(web);
    },
    get ext() {
      return started(ext);
    },
  };
}
