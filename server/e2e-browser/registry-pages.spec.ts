import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { debianChromium } from "./chromium.ts";
import { type RunningServer, startServer } from "./start-server.ts";

const shots = fileURLToPath(new URL("../../artifacts/pages/", import.meta.url));
mkdirSync(shots, { recursive: true });

test.use({ browserName: "chromium", launchOptions: debianChromium, javaScriptEnabled: false });

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.close();
});

/** Fails the test on any CSP violation or page error: the pages must work under their own policy. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    // A 404 page is meant to answer 404; Chromium reports that status for the document itself.
    if (m.type() === "error" && !/status of 404/.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${shots}${name}.png`, fullPage: true });
}

for (const [alias, id, name] of [
  ["Turkey", "turkiye", "Türkiye"],
  ["Ivory Coast", "ivory-coast", "Ivory Coast"],
  ["UK", "united-kingdom", "United Kingdom"],
] as const) {
  test(`searching "${alias}" lands on ${name}'s page`, async ({ page }) => {
    await page.goto(`${server.baseUrl}/`);
    await page.getByLabel("Country", { exact: false }).first().fill(alias);
    await page.getByRole("button", { name: "Find portal" }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/countries/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`${name}$`));
  });
}

test("checking an official portal shows the official mark", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${server.baseUrl}/`);
  await page.getByLabel("Website address").fill("https://www.evisa.gov.tr/en/");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  const result = page.getByTestId("check-result");
  await expect(result).toHaveAttribute("data-verdict", "official");
  await expect(result.getByTestId("mark")).toHaveText("✓ Official");
  await expect(result.getByRole("heading")).toHaveText("This is Türkiye’s official portal");
  await expect(result.getByTestId("unverified-notice")).toBeVisible();
  await shot(page, "check-official");
  expect(problems).toEqual([]);
});

test("checking a lookalike shows the warning and the real link", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${server.baseUrl}/`);
  await page.getByLabel("Website address").fill("https://evisa-gov-tr.com/apply");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  const result = page.getByTestId("check-result");
  await expect(result).toHaveAttribute("data-verdict", "lookalike");
  await expect(result.getByTestId("mark")).toHaveText("⚠ Not official");
  await expect(result.getByRole("heading")).toHaveText(
    "Warning: this site imitates Türkiye’s official portal",
  );
  await expect(result.getByRole("list", { name: "Why" })).toContainText("This address imitates evisa.gov.tr");
  const real = result.getByTestId("real-link");
  await expect(real).toHaveAttribute("href", "https://www.evisa.gov.tr/en/");
  await expect(real).toBeVisible();
  await shot(page, "check-lookalike");
  expect(problems).toEqual([]);
});

test("checking a site against the country you travel to links that country's portal", async ({ page }) => {
  await page.goto(`${server.baseUrl}/`);
  await page.getByLabel("Website address").fill("example.org");
  await page.getByLabel("Country you are travelling to").fill("Kenya");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  const result = page.getByTestId("check-result");
  await expect(result.getByTestId("mark")).toHaveText("⚠ Not official");
  await expect(result.getByTestId("real-link")).toHaveAttribute("href", "https://www.etakenya.go.ke/");
});

test("the URL check stops kindly at the keyless limit, and finding a country still works", async ({
  page,
}) => {
  // Its own server, so the limit reached here does not touch the other tests.
  const limited = await startServer();
  try {
    for (let i = 0; i < 10; i++) {
      const res = await page.goto(`${limited.baseUrl}/?url=evisa.gov.tr`);
      expect(res?.status()).toBe(200);
    }
    const res = await page.goto(`${limited.baseUrl}/?url=evisa.gov.tr`);
    expect(res?.status()).toBe(429);
    expect(Number(res?.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByTestId("rate-limited")).toContainText("10 checks a minute and 100 a day");
    await expect(page.getByTestId("check-result")).toHaveCount(0);
    await shot(page, "check-rate-limited");
    await page.getByLabel("Country", { exact: false }).first().fill("Kenya");
    await page.getByRole("button", { name: "Find portal" }).click();
    await expect(page).toHaveURL(`${limited.baseUrl}/countries/kenya`);
  } finally {
    await limited.close();
  }
});

test("a country without a portal says so plainly", async ({ page }) => {
  await page.goto(`${server.baseUrl}/countries/afghanistan`);
  await expect(page.getByTestId("no-portal")).toContainText(
    "Any website selling an eVisa for Afghanistan is not official.",
  );
  await shot(page, "country-without-portal");
});

test("an unknown country gets a 404 page that suggests the right one", async ({ page }) => {
  const response = await page.goto(`${server.baseUrl}/countries/turkye`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No country called “turkye”");
  await shot(page, "country-not-found");
  await page.getByTestId("suggestions").getByRole("link", { name: "Türkiye" }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/countries/turkiye`);
});

test("the country list filters by name without script", async ({ page }) => {
  await page.goto(`${server.baseUrl}/countries`);
  await page.getByLabel("Filter by name").fill("ivoire");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Ivory Coast" })).toBeVisible();
});

test.describe("with script enabled (axe runs in the page)", () => {
  test.use({ javaScriptEnabled: true });

  test("the country list filters while typing, accents ignored", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`${server.baseUrl}/countries`);
    await page.getByLabel("Filter by name").pressSequentially("cote d");
    await expect(page.locator("tbody tr:visible")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Ivory Coast" })).toBeVisible();
    await expect(page.locator("#filter-count")).toContainText("1 of");
    await expect(page).toHaveURL(`${server.baseUrl}/countries`);
    await page.getByLabel("Filter by name").fill("");
    await page.getByLabel("Filter by name").dispatchEvent("input");
    await expect(page.locator("tbody tr:visible")).toHaveCount(await page.locator("tbody tr").count());
    expect(problems).toEqual([]);
  });

  for (const [path, name] of [
    ["/", "home"],
    ["/countries", "countries"],
    ["/countries/turkiye", "country-turkiye"],
    ["/countries/kenya", "country-kenya"],
    ["/countries/united-kingdom", "country-united-kingdom"],
    ["/?url=evisa-gov-tr.com", "check-lookalike-axe"],
    ["/?url=evisa.gov.tr&for=Kenya", "check-other-country-axe"],
    ["/countries/turkye", "not-found"],
  ] as const) {
    test(`${path} has no serious or critical accessibility violations and obeys its CSP`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.goto(`${server.baseUrl}${path}`);
      // The stylesheet loaded under the CSP (the header's colour comes only from it).
      await expect(page.locator("header.site")).toHaveCSS("background-color", "rgb(13, 42, 74)");
      const { violations, passes } = await new AxeBuilder({ page }).analyze();
      expect(passes.length, "axe ran its rules").toBeGreaterThan(20);
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      await shot(page, name);
      expect(problems).toEqual([]);
    });
  }
});

test("pages are readable on a phone: no sideways scrolling", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  for (const path of ["/", "/countries", "/countries/united-kingdom", "/?url=evisa.gov.tr"]) {
    await page.goto(`${server.baseUrl}${path}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto(`${server.baseUrl}/countries/united-kingdom`);
  await shot(page, "phone-country-united-kingdom");
  await context.close();
});
