import { expect, test } from "@playwright/test";
import { debianChromium } from "./chromium.ts";
import { type RunningServer, startServer } from "./start-server.ts";

test.use({ browserName: "chromium", launchOptions: debianChromium });

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.close();
});

test("the API reference renders with every other origin cut off, under its CSP", async ({
  context,
  page,
}) => {
  const own = new URL(server.baseUrl).origin;
  const elsewhere: string[] = [];
  // The network is cut: any request to another origin fails, and is recorded.
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (new URL(url).origin === own) return route.continue();
    elsewhere.push(url);
    return route.abort("internetdisconnected");
  });
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || /Content Security Policy/.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));

  await page.goto(`${server.baseUrl}/docs`);
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Entryguard API");
  await expect(page.locator(".opblock-summary-path", { hasText: "/v1/verify" }).first()).toBeVisible();
  await expect(page.locator(".opblock-summary-path", { hasText: "/mcp" }).first()).toBeVisible();
  // The stylesheet applied: Swagger UI's own layout class is styled, not the browser's default.
  const styled = await page
    .locator(".swagger-ui .opblock")
    .first()
    .evaluate((el) => getComputedStyle(el).borderRadius);
  expect(styled).not.toBe("0px");

  expect(elsewhere).toEqual([]);
  expect(problems).toEqual([]);
});
