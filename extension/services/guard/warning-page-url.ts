import { browser } from "wxt/browser";

/** The extension's own warning page; the caught URL follows the `#` unchanged (DNR rules append it raw). */
export const WARNING_PAGE_PATH = "/warning.html";

/** The warning page's address without the caught URL: what DNR rules redirect to. */
export function warningPageBase(): string {
  return browser.runtime.getURL(WARNING_PAGE_PATH);
}

export function warningPageUrl(caughtUrl: string): string {
  return `${warningPageBase()}#${caughtUrl}`;
}

/** The caught URL from the warning page's fragment (everything after the first `#`). */
export function caughtUrlFromHash(hash: string): string {
  return hash.startsWith("#") ? hash.slice(1) : hash;
}
