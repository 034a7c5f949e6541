import type { LaunchOptions } from "@playwright/test";

/** Debian's Chromium, headless and quiet: Playwright cannot download its own browsers here. */
export const debianChromium: LaunchOptions = {
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};
