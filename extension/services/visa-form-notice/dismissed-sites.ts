// Sites where the traveller chose "don't show on this site", kept in this browser profile only.
import { browser } from "wxt/browser";

const KEY = "visaNoticeDismissed";

export async function dismissedSites(): Promise<readonly string[]> {
  return ((await browser.storage.local.get(KEY))[KEY] as string[] | undefined) ?? [];
}

export async function dismissSite(host: string): Promise<void> {
  const sites = await dismissedSites();
  if (!sites.includes(host)) await browser.storage.local.set({ [KEY]: [...sites, host].sort() });
}
