// Search results and ads marked in Firefox ESR as in Chromium: the same content script, the same result
// pages served under each engine's hostname (through the proxy), the same mark on each real target.
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "puppeteer-core";
import { ENGINES, REAL_PORTAL, RESULTS } from "../e2e-browser/support/search-results.ts";
import { navigate, screenshotsDir, useFirefoxSession } from "./support/firefox-session.ts";

const session = useFirefoxSession();
test.describe.configure({ mode: "serial" });

/** Each case's marks, by kind, and the text and link of the official and fake marks (in their shadow roots). */
function readMarks(page: Page) {
  return page.evaluate(() => {
    const marks: Record<string, string[]> = {};
    for (const item of document.querySelectorAll<HTMLElement>("[data-case]"))
      marks[item.dataset.case as string] = [
        ...item.querySelectorAll<HTMLElement>("[data-entryguard-mark]"),
      ].map((m) => m.dataset.entryguardMark as string);
    const shadow = (which: string) =>
      document.querySelector(`[data-case="${which}"] [data-entryguard-mark]`)?.shadowRoot ?? null;
    // What the traveller reads: the shadow root's elements, not its style sheet.
    const text = (root: ShadowRoot | null) =>
      root
        ? [...root.children]
            .filter((c) => c.tagName !== "STYLE")
            .map((c) => c.textContent)
            .join("")
        : null;
    return {
      marks,
      official: text(shadow("official")),
      fake: text(shadow("lookalike")),
      fakeLink: shadow("lookalike")?.querySelector("a")?.getAttribute("href") ?? null,
    };
  });
}

for (const engine of ENGINES) {
  test(`${engine.name}: each result and ad marked by its real target, nothing fetched`, async () => {
    const results = RESULTS.filter((r) => !r.ad || engine.ads !== false);
    const expected = (r: (typeof RESULTS)[number]) => (r.ad && engine.ads === "hidden" ? null : r.mark);
    const count = results.filter((r) => expected(r) !== null).length;
    session.web.reset();
    session.web.pages.set(engine.key, engine.build(results));
    const page = await session.firefox.browser.newPage();
    navigate(page, engine.url);
    const marked = () => page.evaluate(() => document.querySelectorAll("[data-entryguard-mark]").length);
    await expect.poll(marked, { timeout: 10_000 }).toBe(count);
    const seen = await readMarks(page);
    expect(seen.marks).toEqual(
      Object.fromEntries(results.map((r) => [r.case, expected(r) ? [expected(r)] : []])),
    );
    expect(seen.official).toBe("✓ Official visa portal of Türkiye");
    expect(seen.fake).toContain("Fake: imitates the official portal of Türkiye");
    expect(seen.fakeLink).toBe(REAL_PORTAL);
    // The marks asked the background, not the network: the engine's page is the only request (beside
    // Firefox's own settings service, which goes through the same proxy).
    const requests = session.web.pageRequests.filter((h) => !/(^|\.)mozilla\.(com|net|org)$/.test(h));
    expect(requests).toEqual([new URL(engine.url).hostname]);
    if (engine.name === "Google")
      await page.screenshot({ path: join(screenshotsDir, "firefox-search-marks.png"), fullPage: true });
    await page.close();
  });
}
