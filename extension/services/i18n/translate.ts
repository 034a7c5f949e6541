// The traveller's language: every string on the extension's pages comes from `_locales` through the browser.
import { browser } from "wxt/browser";
import type enMessages from "../../public/_locales/en/messages.json";

/** A key of `_locales/<lang>/messages.json` (English is the reference every locale must match). */
export type MessageKey = keyof typeof enMessages;

/** The message in the browser's language, placeholders filled in order (`$HOST$` ← `subs[0]`, …). */
export function t(key: MessageKey, ...subs: string[]): string {
  const text = browser.i18n.getMessage(key, subs);
  // An empty answer means a key missing from the build: say which, rather than show a blank button.
  return text === "" ? key : text;
}

/** The UI language ("ar", "zh_CN") and its writing direction, for `<html lang dir>`. */
export function uiLocale(): { lang: string; dir: "ltr" | "rtl" } {
  const lang = browser.i18n.getMessage("@@ui_locale").replace("_", "-") || "en";
  const dir = browser.i18n.getMessage("@@bidi_dir") === "rtl" ? "rtl" : "ltr";
  return { lang, dir };
}

/**
 * A host or web address inside a sentence. On a right-to-left page it is isolated as left-to-right text
 * (U+2066 … U+2069), so its slashes and dots stay where they are written ("https://x.com/", not "/https://x.com").
 */
export function ltrIsolate(text: string): string {
  return uiLocale().dir === "rtl" ? `\u2066${text}\u2069` : text;
}

/**
 * Sets the page's language and direction, and fills every `data-i18n` element's text with its message, and
 * `data-i18n-placeholder` / `data-i18n-label` into the placeholder and the accessible name.
 */
export function localizePage(doc: Document): void {
  const { lang, dir } = uiLocale();
  doc.documentElement.lang = lang;
  doc.documentElement.dir = dir;
  for (const node of doc.querySelectorAll<HTMLElement>("[data-i18n]"))
    node.textContent = t(node.dataset.i18n as MessageKey);
  for (const node of doc.querySelectorAll<HTMLElement>("[data-i18n-placeholder]"))
    node.setAttribute("placeholder", t(node.dataset.i18nPlaceholder as MessageKey));
  for (const node of doc.querySelectorAll<HTMLElement>("[data-i18n-label]"))
    node.setAttribute("aria-label", t(node.dataset.i18nLabel as MessageKey));
}
