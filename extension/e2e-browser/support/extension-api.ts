import type { browser } from "wxt/browser";

/**
 * The extension API's type, for code inside `worker.evaluate`: Playwright sends the callback's source to the
 * browser, so the global must be read there (`(globalThis as unknown as ChromeGlobal).chrome`).
 */
export interface ChromeGlobal {
  readonly chrome: typeof browser;
}
