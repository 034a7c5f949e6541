import { createRegistryIndex, type Snapshot } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import { describe, expect, it } from "vitest";
import { createApp } from "../app/create-app.ts";
import { createDeps } from "../app/create-deps.ts";
import { loadConfig } from "../config/app-config.ts";
import { createMemoryRateLimiter } from "../limits/memory-rate-limiter.ts";
import { pageCsp } from "./security/page-security.ts";

const config = loadConfig({ ACCESS_LOG: "0" });
const app = createApp(createDeps(config));

async function page(path: string, on = app) {
  const res = await on.request(path);
  return { res, html: await res.text() };
}

describe("home page", () => {
  it("has both boxes as plain GET forms with labels, and a strict CSP", async () => {
    const { res, html } = await page("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toBe(pageCsp);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toContain('<label for="find-country">');
    expect(html).toContain('<label for="check-url">');
    expect(html).toMatch(/<form action="\/" method="get"/);
    expect(html).toContain('<option value="Turkey">');
    expect(html).not.toMatch(/<script|style=|https?:\/\/[^"]*\.(css|js)"/);
  });

  it("keeps nothing from one request in the page it renders once for everyone", async () => {
    const fresh = createApp(createDeps(config));
    const first = await page("/?for=Kenya%22injected", fresh);
    expect(first.html).not.toContain("injected");
    expect((await page("/", fresh)).html).toBe(first.html);
  });

  it("serves its stylesheet from this origin with a long cache", async () => {
    const { html } = await page("/");
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toMatch(/^\/assets\/pages\.[a-z0-9]+\.css$/);
    const css = await app.request(href as string);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(css.headers.get("cache-control")).toContain("immutable");
  });

  it.each([
    ["Turkey", "turkiye"],
    ["Ivory Coast", "ivory-coast"],
    ["côte d'ivoire", "ivory-coast"],
    ["UK", "united-kingdom"],
    ["gb", "united-kingdom"],
  ])("finds %s by any name and redirects to its page", async (query, id) => {
    const res = await app.request(`/?country=${encodeURIComponent(query)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/countries/${id}`);
  });

  it("answers an unknown country with 404 and suggestions", async () => {
    const { res, html } = await page("/?country=Turkye");
    expect(res.status).toBe(404);
    expect(html).toContain("No country or territory called “Turkye”");
    expect(html).toContain('<a href="/countries/turkiye">Türkiye</a>');
  });

  it("asks which one when a name belongs to two records, linking both", async () => {
    const { res, html } = await page("/?country=Guiana");
    expect(res.status).toBe(404);
    expect(html).toContain("“Guiana” names more than one country or territory in the registry.");
    expect(html).toContain('<a href="/countries/french-guiana">French Guiana</a>');
    expect(html).toContain('<a href="/countries/guyana">Guyana</a>');
  });

  it("asks for a name when the find box is empty", async () => {
    const { res, html } = await page("/?country=%20");
    expect(res.status).toBe(400);
    expect(html).toContain("Type a country name, alias or code.");
  });
});

describe("checking a website", () => {
  it("marks an official portal as official", async () => {
    const { res, html } = await page(`/?url=${encodeURIComponent("https://www.evisa.gov.tr/en/apply")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain('data-verdict="official"');
    expect(html).toContain("✓ Official");
    expect(html).toContain("This is Türkiye’s official portal");
    expect(html).toContain("<title>Official: www.evisa.gov.tr · Entryguard</title>");
    expect(html).toContain("No person has confirmed this record yet.");
    expect(html).not.toContain('data-testid="real-link"');
  });

  it("warns about a site that is not the asked country's portal and links the real one", async () => {
    const { html } = await page("/?url=evisa.gov.tr.example.com&for=Turkey");
    expect(html).toContain('class="result warning"');
    expect(html).toContain("⚠ Not official");
    expect(html).toMatch(/<a class="real-link" href="https:\/\/www\.evisa\.gov\.tr\/en\/"[^>]*>/);
  });

  it("shows core's lookalike verdict with its reasons, the imitated country and the real link", async () => {
    const { html } = await page("/?url=evisa-gov-tr.com");
    expect(html).toContain('data-verdict="lookalike"');
    expect(html).toContain("Warning: this site imitates Türkiye’s official portal");
    expect(html).toContain("<title>Not official: evisa-gov-tr.com · Entryguard</title>");
    // The answer comes before the forms.
    expect(html.indexOf('data-testid="check-result"')).toBeLessThan(html.indexOf('id="find-heading"'));
    expect(html).toMatch(/<li data-reason="[a-z-]+">This address imitates evisa\.gov\.tr/);
    expect(html).toMatch(/<a class="real-link" href="https:\/\/www\.evisa\.gov\.tr\/en\/"/);
    expect(html).toContain('<a href="/countries/turkiye">');
  });

  it("shows an impersonation verdict as a warning with the real link", async () => {
    const { html } = await page("/?url=evisa-turkey.com");
    expect(html).toContain('data-verdict="impersonation"');
    expect(html).toContain("Warning: this is not Türkiye’s official portal");
    expect(html).toMatch(/<a class="real-link" href="https:\/\/www\.evisa\.gov\.tr\/en\/"/);
  });

  it("keeps an unrelated site neutral when no country was named", async () => {
    const { html } = await page("/?url=example.org");
    expect(html).toContain('data-verdict="unrelated"');
    expect(html).toContain('class="result neutral"');
    expect(html).not.toContain('data-testid="real-link"');
  });

  it("says plainly when the asked country has no portal", async () => {
    const { html } = await page("/?url=afghanistan-evisa.example&for=Afghanistan");
    expect(html).toContain('data-testid="no-portal"');
    expect(html).toContain("Any site selling an eVisa for Afghanistan is not official.");
  });

  it("shows a homoglyph host as the traveller sees it and as its real name", async () => {
    const { html } = await page(`/?url=${encodeURIComponent("https://еvisa.gov.tr/")}`);
    expect(html).toContain('<span class="host">еvisa.gov.tr</span>');
    expect(html).toMatch(/its real name is <span class="host">xn--/);
    expect(html).not.toContain('data-verdict="official"');
  });

  it("refuses what cannot be judged with a 400 and a plain sentence, never a link", async () => {
    const { res, html } = await page(`/?url=${encodeURIComponent("javascript:alert(1)")}`);
    expect(res.status).toBe(400);
    expect(html).toContain('data-verdict="invalid"');
    expect(html).toContain("Only web addresses (http or https) can be checked");
    expect(html).not.toContain('href="javascript:');
  });

  it("escapes whatever was typed", async () => {
    const { html } = await page(`/?url=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("asks for an address when the box is empty, without counting it", async () => {
    const { res, html } = await page("/?url=");
    expect(res.status).toBe(400);
    expect(html).toContain("Paste a web address or type a domain to check.");
  });

  it("names an unknown travel country with suggestions", async () => {
    const { res, html } = await page("/?url=evisa.gov.tr&for=Keyna");
    expect(res.status).toBe(400);
    expect(html).toContain("No country or territory called “Keyna”");
    expect(html).toContain('<a href="/countries/kenya">Kenya</a>');
  });

  it("counts checks against the keyless verify limit and says so kindly when it is reached", async () => {
    const limited = createApp(createDeps(config));
    // Typing mistakes are answered before counting: they cost no check.
    for (let i = 0; i < 5; i++) {
      expect((await limited.request("/?url=")).status).toBe(400);
      expect((await limited.request("/?url=evisa.gov.tr&for=Narnia")).status).toBe(400);
    }
    for (let i = 0; i < 10; i++) expect((await limited.request("/?url=evisa.gov.tr")).status).toBe(200);
    const { res, html } = await page("/?url=evisa.gov.tr", limited);
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(html).toContain("Please wait a moment");
    expect(html).toContain("10 checks a minute and 100 a day");
    expect(html).not.toContain('data-testid="check-result"');
    // Finding a country has its own allowance, untouched by the check limit.
    expect((await limited.request("/?country=Kenya")).status).toBe(303);
  });

  it("shares the limit with keyless /v1/verify", async () => {
    const shared = createApp(createDeps(config));
    for (let i = 0; i < 10; i++)
      expect((await shared.request("/v1/verify?url=evisa.gov.tr")).status).toBe(200);
    expect((await shared.request("/?url=evisa.gov.tr")).status).toBe(429);
  });
});

describe("country pages", () => {
  it("lists every record A–Z with flag, portal kind and status", async () => {
    const { res, html } = await page("/countries");
    expect(res.status).toBe(200);
    const rows = [...html.matchAll(/<th scope="row">.*?<a href="\/countries\/([a-z0-9-]+)">([^<]+)<\/a>/g)];
    const total = loadSnapshot().countries.length;
    expect(rows).toHaveLength(total);
    const names = rows.map((r) => r[2] as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(html).toContain("🇹🇷");
    expect(html).toContain("No online portal");
    expect(html).toContain("Not yet confirmed by a person");
  });

  it("loads only its own deferred filter script, and only on the full list", async () => {
    const { html } = await page("/countries");
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    const src = /src="([^"]+)"/.exec(scripts[0] as string)?.[1] as string;
    expect(src).toMatch(/^\/assets\/countries-filter\.[a-z0-9]+\.js$/);
    expect(scripts[0]).toContain("defer");
    const js = await app.request(src);
    expect(js.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await js.text()).toContain('addEventListener("input"');
    expect((await page("/countries?q=ken")).html).not.toContain("<script");
  });

  it("filters the list by any name, ignoring accents", async () => {
    const { html } = await page("/countries?q=cote");
    expect(html).toContain('href="/countries/ivory-coast"');
    expect(html).not.toContain('href="/countries/turkiye"');
    const none = await page("/countries?q=Narnia");
    expect(none.html).toContain("Nothing matches “Narnia”.");
  });

  it("shows a portal with kind, name, link, status, dates and sources", async () => {
    const { res, html } = await page("/countries/turkiye");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe(pageCsp);
    expect(html).toContain('<h1><span class="flag" aria-hidden="true">🇹🇷</span>Türkiye</h1>');
    expect(html).toContain("<h3>e-Visa</h3>");
    expect(html).toContain("<dt>Kind</dt><dd>eVisa</dd>");
    expect(html).toMatch(/<a class="real-link" href="https:\/\/www\.evisa\.gov\.tr\/en\/"/);
    expect(html).toContain("No person has confirmed this record yet.");
    expect(html).toContain("<dt>Confirmed on</dt><dd>Not yet</dd>");
    expect(html).toContain("<dt>Record updated</dt>");
    expect(html).toContain("<dt>Last automated check</dt>");
    expect(html).toContain("Sources");
    expect(html).toContain("How to spot a fake");
    expect(html).toContain("Also called Turkey, Turk.");
  });

  it("links the records that share a portal with their owner", async () => {
    const us = await page("/countries/united-states");
    expect(us.html).toContain('The same portal also covers <a href="/countries/guam">Guam</a>');
    const guam = await page("/countries/guam");
    expect(guam.html).toContain(
      'This portal is run by <a href="/countries/united-states">United States</a> and also covers Guam.',
    );
    const austria = await page("/countries/austria");
    expect(austria.html).toMatch(/The same portal also covers \d+ other countries and territories/);
  });

  it("lists former addresses as moved", async () => {
    const { html } = await page("/countries/kenya");
    expect(html).toContain("Former addresses");
    expect(html).toMatch(/evisa\.go\.ke<\/span> — moved to <span class="host">etakenya\.go\.ke<\/span>/);
  });

  it("says plainly when a country has no portal", async () => {
    const { html } = await page("/countries/afghanistan");
    expect(html).toContain("Afghanistan has no official online entry authorisation");
    expect(html).toContain("Any website selling an eVisa for Afghanistan is not official.");
  });

  it("names addresses a government called unofficial, with who named them", async () => {
    const snapshot = loadSnapshot();
    const edited: Snapshot = {
      ...snapshot,
      countries: snapshot.countries.map((c) =>
        c.id === "turkiye"
          ? {
              ...c,
              known_unofficial: [
                {
                  host: "turkey-visa.example",
                  source: "https://www.mfa.gov.tr/notice",
                  named_by: "MFA Türkiye",
                  named_by_kind: "government",
                },
              ],
            }
          : c,
      ),
    };
    const index = createRegistryIndex(edited);
    const edApp = createApp({ index, config, limiter: createMemoryRateLimiter() });
    const { html } = await page("/countries/turkiye", edApp);
    expect(html).toContain("Addresses named as unofficial");
    expect(html).toContain('<span class="host">turkey-visa.example</span> — named by MFA Türkiye');
  });

  it("redirects another name for a country to its page", async () => {
    const res = await app.request("/countries/turkey");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/countries/turkiye");
  });

  it("answers an unknown country with a 404 page that suggests names", async () => {
    const { res, html } = await page("/countries/turkye");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toBe(pageCsp);
    expect(html).toContain("No country called “turkye”");
    expect(html).toContain('<a href="/countries/turkiye">Türkiye</a>');
  });
});

describe("malformed addresses", () => {
  // Broken percent-encoding and oversized values are typing or pasting mistakes: a page that says so, not a 500.
  const long = "a".repeat(5000);
  it.each([
    ["a broken escape in a record id", "/countries/%E0%A4%A", 404],
    ["a lone percent sign", "/countries/%", 404],
    ["a broken escape in the find box", "/?country=%E0%A4%A", 404],
    ["a broken escape in the check box", "/?url=%E0%A4%A", 400],
    ["a byte that is no UTF-8 in the list filter", "/countries?q=%ff", 200],
    ["a 5000-character address to check", `/?url=${long}`, 400],
    ["a 5000-character record id", `/countries/${long}`, 404],
  ])("%s: its status (no 500) and an HTML page", async (_what, path, status) => {
    const res = await createApp(createDeps(config)).request(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  });
});
