// Every message exists in every language with the same placeholders, so no page shows a key or a "$1".
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Message, readLocale as read } from "../testing/read-locale.ts";

const localesDir = join(import.meta.dirname, "..", "..", "public", "_locales");
const locales = readdirSync(localesDir).sort();
const english = read("en");

/** `$NAME$` tokens of a message, as the placeholders they must be defined as. */
const tokens = (text: string) =>
  [...new Set([...text.matchAll(/\$([A-Za-z_]+)\$/g)].map((m) => m[1]?.toLowerCase()))].sort();

describe("the extension's languages", () => {
  it("covers the travellers' languages the issue names, Arabic right to left among them", () => {
    expect(locales).toEqual(
      ["ar", "de", "en", "es", "fr", "hi", "id", "ja", "ko", "pt_BR", "ru", "tr", "vi", "zh_CN"].sort(),
    );
  });

  for (const lang of locales) {
    it(`${lang}: every English key, no other, each with English's placeholders bound to the same arguments`, () => {
      const messages = read(lang);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      for (const [key, en] of Object.entries(english)) {
        const m = messages[key] as Message;
        expect(m.message.trim(), `${lang}.${key}`).not.toBe("");
        expect(tokens(m.message), `${lang}.${key}`).toEqual(tokens(en.message));
        const bound = (x: Message) =>
          Object.fromEntries(Object.entries(x.placeholders ?? {}).map(([n, p]) => [n, p.content]));
        expect(bound(m), `${lang}.${key}`).toEqual(bound(en));
        // A stray "$1" or unmatched "$" would show up literally on the page.
        expect(m.message.replace(/\$[A-Za-z_]+\$/g, ""), `${lang}.${key}`).not.toContain("$");
      }
      // Chrome's store refuses a description over 132 characters.
      expect(messages.extDescription?.message.length).toBeLessThanOrEqual(132);
    });
  }

  it("Chrome's key rules: ASCII letters, digits and underscores only", () => {
    for (const key of Object.keys(english)) expect(key).toMatch(/^[A-Za-z0-9_]+$/);
  });
});
