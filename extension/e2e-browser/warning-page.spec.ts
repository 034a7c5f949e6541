// The warning page as a traveller meets it: what to do first, the real portal, the two addresses with the
// differing characters marked, the report link pre-filled, and no accessibility violations.
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { coreVerdict, navigate, waitForWarning } from "./support/extension-pages.ts";
import { useExtensionSession } from "./support/extension-session.ts";
import { expectNoAxeViolations, screenshots } from "./support/page-checks.ts";

const session = useExtensionSession();

async function openWarning(url: string): Promise<Page> {
  const page = await session.ext.context.newPage();
  await navigate(page, url);
  await waitForWarning(page, session.ext);
  return page;
}

/** The text of each marked run inside `selector`. */
const marks = (page: Page, selector: string) => page.locator(`${selector} mark`).allTextContents();

test("a lookalike: the headline says what to do, the real portal is the focused main action, differences marked", async () => {
  const page = await openWarning("https://evisa-gov-tr.com/apply");
  await expect(page.locator("h1")).toHaveText("Fake visa website: don't enter your details");
  await expect(page.locator("#official-portal")).toBeFocused();
  await expect(page.locator("#official-portal")).toHaveText("Go to the official portal");
  await expect(page.locator("#official-portal")).toHaveAttribute("href", "https://www.evisa.gov.tr/en/");
  await expect(page.locator("#caught-host")).toHaveText("evisa-gov-tr.com");
  await expect(page.locator("#real-host")).toHaveText("evisa.gov.tr");
  expect(await marks(page, "#caught-host")).toEqual(["-", "-", ".com"]);
  expect(await marks(page, "#real-host")).toEqual([".", "."]);
  // Reasons come after the actions, as on a browser's own interstitial.
  const order = await page.evaluate(() =>
    ["#official-portal", "#reasons"].map((s) => document.querySelector(s)?.getBoundingClientRect().top ?? -1),
  );
  expect(order[0]).toBeLessThan(order[1] ?? 0);
  await expect(page.locator("#reasons li")).toHaveText([
    "The address contains evisa.gov.tr, the official portal's name, but belongs to another website.",
  ]);
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.screenshot({ path: join(screenshots, "warning-page-en.png"), fullPage: true });
  await page.close();
});

test("a homoglyph: the one Cyrillic letter is marked and the address's real spelling is shown", async () => {
  const url = "https://еsta.cbp.dhs.gov/esta/";
  const page = await openWarning(url);
  expect(await marks(page, "#caught-host")).toEqual(["е"]);
  await expect(page.locator(".ascii")).toContainText("xn--sta-qdd.cbp.dhs.gov");
  const codes = coreVerdict(url).verdict.reasons.map((r) => r.code);
  await expect(page.locator("#reasons li")).toHaveCount(codes.length);
  await expect(page.locator('#reasons li[data-code="confusable"]')).toContainText("esta.cbp.dhs.gov");
  await page.close();
});

test("an impersonation: its own headline, both addresses shown, nothing marked", async () => {
  const page = await openWarning("https://evisa-turkey.com/");
  await expect(page.locator("h1")).toHaveText("Not the official visa website: don't enter your details");
  await expect(page.locator("#imitates")).toContainText("Türkiye");
  await expect(page.locator("#real-host")).toHaveText("www.evisa.gov.tr");
  expect(await marks(page, ".compare")).toEqual([]);
  await page.close();
});

test("'Report this site' opens Safe Browsing's form in a new tab with the address filled in, nothing sent", async () => {
  const caught = "https://evisa-gov-tr.com/apply?step=2";
  const page = await openWarning(caught);
  const report = page.getByRole("link", { name: "Report this site" });
  await expect(report).toHaveAttribute("target", "_blank");
  const href = new URL((await report.getAttribute("href")) ?? "");
  expect(`${href.origin}${href.pathname}`).toBe("https://safebrowsing.google.com/safebrowsing/report_phish/");
  expect(href.searchParams.get("url")).toBe(caught);
  session.web.reset();
  const [opened] = await Promise.all([session.ext.context.waitForEvent("page"), report.click()]);
  await opened.waitForLoadState("domcontentloaded");
  expect(new URL(opened.url()).searchParams.get("url")).toBe(caught);
  // The local web stands in for the report site: it received one page load (a GET), no submission.
  expect(session.web.pageRequests).toEqual(["safebrowsing.google.com"]);
  // The warning stays where it was: reporting is not a way past it.
  expect(page.url()).toContain("/warning.html#");
  await opened.close();
  await page.close();
});

test("axe finds no violations on the warning page, with both second steps open", async () => {
  for (const url of [
    "https://evisa-gov-tr.com/apply",
    "https://evisa-turkey.com/",
    "https://еsta.cbp.dhs.gov/",
  ]) {
    const page = await openWarning(url);
    await page.getByRole("button", { name: "Continue anyway…" }).click();
    await page.getByRole("button", { name: "This site is genuine, stop warning me…" }).click();
    await expectNoAxeViolations(page, url);
    await page.close();
  }
});
