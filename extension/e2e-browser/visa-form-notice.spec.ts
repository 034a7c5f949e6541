// The calm notice on private visa application forms: shown on an agency's form, never on travel articles,
// airline checkouts, well-known sites or official portals; "don't show on this site" sticks.
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { coreVerdict } from "./support/extension-pages.ts";
import { useExtensionSession } from "./support/extension-session.ts";
import { expectNoAxeViolations, overflowingElements, screenshots } from "./support/page-checks.ts";
import { NO_NOTICE, PAGES } from "./support/visa-form-pages.ts";

const session = useExtensionSession();

async function open(which: keyof typeof PAGES): Promise<Page> {
  const { url, html } = PAGES[which];
  session.web.pages.set(new URL(url).host + new URL(url).pathname, html);
  const tab = await session.ext.context.newPage();
  await tab.goto(url);
  return tab;
}

const notice = (tab: Page) => tab.locator("[data-entryguard-notice]");

test("the pages' hosts are what core says they are: agencies private visa services, the rest unrelated, the portal official", () => {
  for (const which of ["agencyTurkey", "agencyNoCountry"] as const)
    expect(coreVerdict(PAGES[which].url).verdict.kind, which).toBe("visa-service");
  for (const which of ["guideArticle", "smallAirlineCheckout"] as const)
    expect(coreVerdict(PAGES[which].url).verdict.kind, which).toBe("unrelated");
  expect(coreVerdict(PAGES.officialPortal.url).verdict.kind).toBe("official");
});

test("an agency's visa form gets the notice naming the country's official portal, above the page, unannounced", async () => {
  const tab = await open("agencyTurkey");
  await expect(notice(tab)).toBeVisible();
  await expect(notice(tab)).toContainText("This is not a government website.");
  await expect(notice(tab)).toContainText(
    "The official portal for Türkiye, where the fee is the government's own:",
  );
  await expect(notice(tab).getByRole("link")).toHaveAttribute("href", "https://www.evisa.gov.tr/en/");
  // Calm and non-blocking: the form is still there to use, just below the notice.
  const [noticeBox, formBox] = await Promise.all([
    notice(tab).boundingBox(),
    tab.locator("form").boundingBox(),
  ]);
  expect((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0)).toBeLessThanOrEqual(formBox?.y ?? 0);
  expect(await tab.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);
  await tab.locator("#pn").fill("X1234567");
  await expect(tab.locator("#pn")).toHaveValue("X1234567");
  for (const width of [360, 1280]) {
    await tab.setViewportSize({ width, height: 800 });
    expect(await overflowingElements(tab, "[data-entryguard-notice]"), `at ${width}px`).toEqual([]);
  }
  await expectNoAxeViolations(tab, "notice", "[data-entryguard-notice]");
  await tab.setViewportSize({ width: 1000, height: 500 });
  await tab.screenshot({ path: join(screenshots, "visa-form-notice-en.png") });
  await tab.close();
});

test("a form that names no country points to the toolbar search instead", async () => {
  const tab = await open("agencyNoCountry");
  await expect(notice(tab)).toContainText(
    "Find the official one with the Entryguard button in your toolbar.",
  );
  await expect(notice(tab).getByRole("link")).toHaveCount(0);
  await tab.close();
});

for (const which of NO_NOTICE) {
  test(`no notice: ${which}`, async () => {
    const tab = await open(which);
    await tab.locator("h1").waitFor();
    // The notice, when due, comes within a moment of the page settling; give it more than that.
    await tab.waitForTimeout(1500);
    await expect(notice(tab)).toHaveCount(0);
    await tab.close();
  });
}

test("'Don't show on this site' removes the notice there for good, and only there", async () => {
  const tab = await open("agencyTurkey");
  await notice(tab).getByRole("button", { name: "Don't show on this site" }).click();
  await expect(notice(tab)).toHaveCount(0);
  await tab.reload();
  await tab.locator("h1").waitFor();
  await tab.waitForTimeout(1500);
  await expect(notice(tab)).toHaveCount(0);
  const other = await open("agencyNoCountry");
  await expect(notice(other)).toBeVisible();
  await notice(other).getByRole("button", { name: "Close" }).click();
  await expect(notice(other)).toHaveCount(0);
  await other.close();
  await tab.close();
});
