// Nothing the extension does is observable by the pages it protects (beyond the warning itself): a page
// that watches from its first script on (messages, DOM mutations and attributes, globals, resources) sees
// exactly what it sees in the same Chromium without the extension, however it was reached.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { coreVerdict } from "./support/extension-pages.ts";
import { useExtensionSession } from "./support/extension-session.ts";
import { launchChromium } from "./support/launch-extension.ts";

interface ProbeReport {
  readonly messages: string[];
  readonly mutations: string[];
  readonly rootAttributes: string[];
  readonly bodyAttributes: string[];
  readonly html: string;
  readonly newGlobals: string[];
  readonly resources: string[];
}

const session = useExtensionSession();
let plain: BrowserContext | undefined;

test.beforeAll(async () => {
  plain = (await launchChromium(session.web)).context;
});
test.afterAll(async () => {
  await plain?.close();
});

type Arrival = (page: Page, url: string) => Promise<void>;

const arrivals: Record<string, Arrival> = {
  typed: async (page, url) => {
    await page.goto(url);
  },
  link: async (page, url) => {
    await page.goto(`https://links.example.com/?link=${encodeURIComponent(url)}`);
    await Promise.all([page.waitForURL(url), page.locator("#link").click()]);
  },
  redirect: async (page, url) => {
    await page.goto(`https://t.short.example.net/__redirect?to=${encodeURIComponent(url)}`);
  },
};

async function probe(context: BrowserContext, arrive: Arrival, url: string): Promise<ProbeReport> {
  const page = await context.newPage();
  await arrive(page, url);
  await page.waitForLoadState("load");
  // Long enough for a posted message or a late mutation to arrive.
  await page.waitForTimeout(200);
  const report = await page.evaluate(() =>
    (window as unknown as { probeReport(): ProbeReport }).probeReport(),
  );
  await page.close();
  return report;
}

test("the probe page sees a message posted by a page script (the watch works)", async () => {
  const report = await probe(
    session.ext.context,
    arrivals.typed as Arrival,
    "https://control.example.com/__probe?control",
  );
  expect(report.messages).toEqual(["control"]);
});

for (const [way, arrive] of Object.entries(arrivals)) {
  test(`a benign page reached ${way} observes nothing from the extension`, async () => {
    const hosts = [`${way}-probe.example.com`, `www.${way}-travel-news.com`, `${way}.booking.com`];
    for (const host of hosts) {
      const url = `https://${host}/__probe`;
      expect(coreVerdict(url).verdict.kind, url).toBe("unrelated");
      const withExtension = await probe(session.ext.context, arrive, url);
      const without = await probe(plain as BrowserContext, arrive, url);
      expect(withExtension.messages, url).toEqual([]);
      expect(withExtension, url).toEqual(without);
    }
  });
}
