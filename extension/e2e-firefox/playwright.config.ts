import { defineConfig } from "@playwright/test";

// The Firefox suite: Playwright's runner and assertions, Firefox ESR driven by puppeteer-core over
// WebDriver BiDi (Playwright's own Firefox needs a patched build this machine cannot download).
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../../artifacts/playwright-firefox",
  timeout: 60_000,
  workers: 1,
  reporter: [["list"]],
});
