// The memory figure both memory benchmarks take: open tabs, each reached through a server redirect to a host
// of its own (as links from other sites reach pages), let them settle, weigh the browser, close them.
import type { BrowserContext, Page } from "@playwright/test";
import { browserPid, extensionPssMb, treePssMb } from "./process-memory.ts";

/** Tabs of the memory figures: as many as a traveller comparing visa sites keeps open. */
export const TABS = 15;

/** Opens a tab for each host, weighs the whole browser and apart the extension's own processes, in MB. */
export async function weighTabs(
  context: BrowserContext,
  profileDir: string,
  hosts: readonly string[],
  settleMs = 1500,
): Promise<{ total: number; extension: number }> {
  const pages: Page[] = [];
  for (const [t, host] of hosts.entries()) {
    const page = await context.newPage();
    await page.goto(`https://t${t}.hop.example.net/__redirect?to=${encodeURIComponent(`https://${host}/`)}`);
    pages.push(page);
  }
  await new Promise((r) => setTimeout(r, settleMs));
  const root = browserPid(profileDir);
  const mb = { total: treePssMb(root), extension: extensionPssMb(root) };
  for (const page of pages) await page.close();
  return mb;
}

/** `TABS` new hosts of the fake web's news site, named by `tag`. */
export const newsHosts = (tag: string): string[] =>
  Array.from({ length: TABS }, (_, t) => `${tag}-${t}.bench-news.com`);
