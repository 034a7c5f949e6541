import { browser } from "wxt/browser";
import type { GuardMessage } from "./guard-message.ts";

/** Sends a message to the background and waits for its reply. */
export function sendToBackground<T = unknown>(message: GuardMessage): Promise<T> {
  return browser.runtime.sendMessage(message) as Promise<T>;
}
