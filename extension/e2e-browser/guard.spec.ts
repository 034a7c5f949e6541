// The guard in a real Chromium: fake sites of each class land on the warning page naming the right country
// and real portal; official hosts get the mark and no warning; benign sites are untouched.
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DYNAMIC_RULE } from "../services/guard/dnr-rules.ts";
import type { ChromeGlobal } from "./support/extension-api.ts";
import {
  artifactsDir,
  coreVerdict,
  navigate,
  toolbarMark,
  waitForSite,
  waitForWarning,
} from "./support/extension-pages.ts";
import { useExtensionSession } from "./support/extension-session.ts";
import { FAKE_SITES as FAKES } from "./support/fake-sites.ts";

const session = useExtensionSession();

for (const fake of FAKES) {
  test(`${fake.kind} ${fake.url} lands on the warning page for ${fake.country}`, async () => {
    // The extension must agree with core's verdict computed here from the same registry.
    const verdict = coreVerdict(fake.url);
    expect(verdict.verdict.kind).toBe(fake.kind);
    const page = await session.ext.context.newPage();
    await navigate(page, fake.url);
    await waitForWarning(page, session.ext);
    await expect(page.locator("#imitates")).toContainText(fake.country);
    await expect(page.locator("#caught-host")).toHaveText(verdict.verdict.host_unicode ?? "");
    await expect(page.locator("#official-portal")).toHaveAttribute("href", fake.real);
    // Reasons are sentences in the browser's language, one per reason code of core's verdict.
    await expect(page.locator("#reasons li")).toHaveCount(verdict.verdict.reasons.length);
    for (const reason of verdict.verdict.reasons)
      await expect(page.locator(`#reasons li[data-code="${reason.code}"]`)).toHaveCount(1);
    await expect(page.locator("#unverified")).toContainText("not yet confirmed by a person");
    if (fake.url.includes("evisa-turkey"))
      await page.screenshot({ path: join(artifactsDir, "warning-page.png"), fullPage: true });
    await page.close();
  });
}

test("no caught page's script ran and the warning page cannot be framed", async () => {
  const fakeHosts = FAKES.map((f) => new URL(f.url).hostname);
  expect(session.web.beacons.filter((h) => fakeHosts.includes(h))).toEqual([]);
  // A site framing the warning page gets nothing: CSP frame-ancestors 'none'.
  const page = await session.ext.context.newPage();
  await page.goto("https://framer.example.com/");
  await page.evaluate((src) => {
    const frame = document.createElement("iframe");
    frame.src = src;
    document.body.append(frame);
  }, `chrome-extension://${session.ext.extensionId}/warning.html#https://evisa-turkey.com/`);
  await page.waitForTimeout(500);
  const frame = page.frames().find((f) => f.url().includes("warning.html"));
  const framedText = frame
    ? await frame.evaluate(() => document.body?.textContent ?? "").catch(() => "")
    : "";
  expect(framedText).not.toContain("Continue");
  await page.close();
});

test("DNR rules in Chromium match core-verified homoglyph hosts before any request, and never benign or official hosts", async () => {
  const matches = await session.ext.worker.evaluate(
    async (urls) => {
      const { chrome } = globalThis as unknown as ChromeGlobal;
      const out: Record<string, number[]> = {};
      for (const url of urls) {
        const outcome = await chrome.declarativeNetRequest.testMatchOutcome({ url, type: "main_frame" });
        out[url] = outcome.matchedRules.map((r) => r.ruleId);
      }
      return out;
    },
    [
      "https://xn--sta-qdd.cbp.dhs.gov/",
      "https://turkey-visa-online.com/",
      "https://www.evisa.gov.tr/en/",
      "https://esta.cbp.dhs.gov/",
      "https://www.booking.com/",
      "https://www.google.com/search?q=turkey+visa",
    ],
  );
  expect(matches["https://xn--sta-qdd.cbp.dhs.gov/"]).toEqual([DYNAMIC_RULE.confusableForms]);
  for (const url of [
    // Held in the page until core answers instead: no pattern ever detours a host core clears.
    "https://turkey-visa-online.com/",
    "https://www.evisa.gov.tr/en/",
    "https://esta.cbp.dhs.gov/",
    "https://www.booking.com/",
    "https://www.google.com/search?q=turkey+visa",
  ]) {
    expect(matches[url], url).toEqual([]);
  }
});

test("official hosts load unwarned and get the toolbar mark", async () => {
  for (const official of [
    { url: "https://www.evisa.gov.tr/en/", pattern: "https://www.evisa.gov.tr/*", country: "Türkiye" },
    { url: "https://esta.cbp.dhs.gov/", pattern: "https://esta.cbp.dhs.gov/*", country: "United States" },
    {
      url: "https://indianvisaonline.gov.in/evisa/",
      pattern: "https://indianvisaonline.gov.in/*",
      country: "India",
    },
  ]) {
    expect(coreVerdict(official.url).verdict.kind).toBe("official");
    const page = await session.ext.context.newPage();
    await navigate(page, official.url);
    await waitForSite(page, new URL(official.url).hostname);
    await expect
      .poll(() => toolbarMark(session.ext, official.pattern))
      .toEqual({
        text: "✓",
        title: `Official portal of ${official.country} (not yet confirmed by a person)`,
      });
    await page.close();
  }
});

test("the mark leaves with the portal: the same tab moving on to another site shows none", async () => {
  // Only portal pages ask for the mark; the browser clears a tab's mark on a new document.
  const page = await session.ext.context.newPage();
  await navigate(page, "https://www.evisa.gov.tr/en/");
  await waitForSite(page, "www.evisa.gov.tr");
  await expect
    .poll(async () => (await toolbarMark(session.ext, "https://www.evisa.gov.tr/*")).text)
    .toBe("✓");
  await navigate(page, "https://www.booking.com/");
  await waitForSite(page, "www.booking.com");
  expect(await toolbarMark(session.ext, "https://www.booking.com/*")).toEqual({
    text: "",
    title: "Entryguard",
  });
  await page.close();
});

test("benign sites are untouched: no warning, no mark, their own scripts run", async () => {
  const hosts = ["example.com", "www.booking.com", "en.wikipedia.org", "www.turkishairlines.com"];
  for (const host of hosts) {
    expect(["unrelated"]).toContain(coreVerdict(host).verdict.kind);
    const page = await session.ext.context.newPage();
    await navigate(page, `https://${host}/`);
    await waitForSite(page, host);
    await expect.poll(() => session.web.beacons.includes(host)).toBe(true);
    expect((await toolbarMark(session.ext, `https://${host}/*`)).text).toBe("");
    await page.close();
  }
});

test("a host the in-page guard holds but core clears loads once core answers, and is not held again", async () => {
  // "estate" holds "eta", a visa word: the prefilter cannot clear it, core can.
  const url = "https://real-estate-listings.com/";
  const host = "real-estate-listings.com";
  expect(coreVerdict(url).verdict.kind).toBe("unrelated");
  const rules = await session.ext.worker.evaluate(async (u) => {
    const { chrome } = globalThis as unknown as ChromeGlobal;
    return (await chrome.declarativeNetRequest.testMatchOutcome({ url: u, type: "main_frame" })).matchedRules;
  }, url);
  // No declarative rule detours it: no warning page flashes before the site.
  expect(rules).toEqual([]);
  const page = await session.ext.context.newPage();
  await navigate(page, url);
  await waitForSite(page, host);
  await expect.poll(() => session.web.beacons.filter((h) => h === host).length).toBe(1);
  const requests = () => session.web.pageRequests.filter((h) => h === host).length;
  const afterFirst = requests();
  await navigate(page, url);
  await waitForSite(page, host);
  await expect.poll(() => session.web.beacons.filter((h) => h === host).length).toBe(2);
  // The second visit is not held: one request, one page, its script run once.
  expect(requests() - afterFirst).toBe(1);
  await page.close();
});

test("sub-frames and background requests are not blocked; only top-level navigations are", async () => {
  const framed = "https://evisa-turkey-in-a-frame.com/";
  expect(coreVerdict(framed).verdict.kind).toBe("impersonation");
  const page = await session.ext.context.newPage();
  await navigate(page, `https://news.example.com/?frame=${encodeURIComponent(framed)}`);
  await waitForSite(page, "news.example.com");
  // The frame loaded and its script ran; the page around it stays.
  await expect.poll(() => session.web.beacons.includes("evisa-turkey-in-a-frame.com")).toBe(true);
  // esta-usa.com was caught above, so a session rule now redirects navigations to it, and only those.
  await page.evaluate(async () => {
    await fetch("https://esta-usa.com/__beacon?host=background-request", { mode: "no-cors" });
  });
  expect(session.web.beacons).toContain("background-request");
  expect(new URL(page.url()).hostname).toBe("news.example.com");
  await page.close();
});

test("a redirect within a navigation is judged at its final host", async () => {
  const target = "https://evisa.gov.tr.redirect-target.com/apply";
  expect(coreVerdict(target).verdict.kind).toBe("lookalike");
  const page = await session.ext.context.newPage();
  await navigate(page, `https://short.example.net/__redirect?to=${encodeURIComponent(target)}`);
  await waitForWarning(page, session.ext);
  await expect(page.locator("#caught-host")).toHaveText("evisa.gov.tr.redirect-target.com");
  expect(session.web.beacons).not.toContain("evisa.gov.tr.redirect-target.com");
  await page.close();
});
