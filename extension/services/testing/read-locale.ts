// One locale's `_locales/<lang>/messages.json` as the browser reads it, for tests in Node and in browsers.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface Message {
  message: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}

const localesDir = join(import.meta.dirname, "..", "..", "public", "_locales");

/** One locale's messages, by key. */
export function readLocale(lang: string): Record<string, Message> {
  return JSON.parse(readFileSync(join(localesDir, lang, "messages.json"), "utf8")) as Record<string, Message>;
}
