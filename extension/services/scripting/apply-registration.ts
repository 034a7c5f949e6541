// Brings one content script registered at run time in line with what it should be, in place: updating a
// registration never leaves a moment without it, as unregistering and registering again would.
import { type Browser, browser } from "wxt/browser";

/** Registers, updates or (for null) removes the script `id`. */
export async function applyRegistration(
  id: string,
  registration: Browser.scripting.RegisteredContentScript | null,
): Promise<void> {
  const registered = await browser.scripting.getRegisteredContentScripts({ ids: [id] });
  if (registration === null) {
    if (registered.length > 0) await browser.scripting.unregisterContentScripts({ ids: [id] });
  } else if (registered.length > 0) await browser.scripting.updateContentScripts([registration]);
  else await browser.scripting.registerContentScripts([registration]);
}
