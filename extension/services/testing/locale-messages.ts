// The browser's i18n API in Node, read from the extension's own `_locales`, so services that speak the
// traveller's language run under WXT's fakeBrowser (which leaves i18n unimplemented) in any locale.
import { fakeBrowser } from "wxt/testing/fake-browser";
import { type Message, readLocale } from "./read-locale.ts";

/** Chrome's substitution: `$NAME$` → its placeholder's content, `$1`…`$9` → the arguments, `$$` → `$`. */
function fill(entry: Message, subs: readonly string[]): string {
  const named = entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (whole, name: string) => {
    const placeholder = Object.entries(entry.placeholders ?? {}).find(
      ([n]) => n.toLowerCase() === name.toLowerCase(),
    );
    return placeholder ? placeholder[1].content : whole;
  });
  return named.replace(/\$(\$|[1-9])/g, (_, d: string) => (d === "$" ? "$" : (subs[Number(d) - 1] ?? "")));
}

/** Makes `browser.i18n.getMessage` answer from `lang`'s messages, as the browser does in that UI language. */
export function useLocaleMessages(lang: string): void {
  const messages = readLocale(lang);
  const rtl = ["ar", "he", "fa", "ur"].includes(lang.split("_")[0] ?? "");
  fakeBrowser.i18n.getMessage = ((key: string, subs?: string | string[]) => {
    if (key === "@@ui_locale") return lang;
    if (key === "@@bidi_dir") return rtl ? "rtl" : "ltr";
    const entry = messages[key];
    if (!entry) return "";
    return fill(entry, subs === undefined ? [] : typeof subs === "string" ? [subs] : subs);
  }) as typeof fakeBrowser.i18n.getMessage;
}
