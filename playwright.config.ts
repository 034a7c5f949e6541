import { defineConfig } from "@playwright/test";

// Browser tests drive Debian's Chromium (Playwright cannot download browsers here); see scripts/bootstrap.mjs.
export default defineConfig({
  testMatch: "**/e2e-browser/**/*.spec.ts",
  outputDir: "artifacts/playwright",
  timeout: 120_000,
  workers: 1,
  reporter: [["list"]],
});
