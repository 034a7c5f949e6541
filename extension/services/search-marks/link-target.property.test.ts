// The security invariant behind the official mark: the target read from a link is the URL the click really
// ends on (its host as the browser parses it), and any ad hop in the chain makes it not direct.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkTarget } from "./link-target.ts";

const b64url = (text: string) =>
  Buffer.from(text, "utf8").toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const enc = encodeURIComponent;

/** Each wrapper as the engines build it, and whether the engine sends the click straight on. */
const WRAPPERS: readonly { wrap: (inner: string) => string; direct: boolean }[] = [
  { wrap: (u) => `https://www.google.com/url?sa=t&q=${enc(u)}&ved=x`, direct: true },
  { wrap: (u) => `https://www.google.com.tr/url?url=${enc(u)}`, direct: true },
  { wrap: (u) => `https://www.googleadservices.com/pagead/aclk?sa=L&adurl=${enc(u)}`, direct: false },
  { wrap: (u) => `https://www.bing.com/ck/a?!&&p=1&u=a1${b64url(u)}&ntb=1`, direct: true },
  { wrap: (u) => `https://www.bing.com/aclick?ld=1&u=a1${b64url(u)}`, direct: false },
  { wrap: (u) => `https://duckduckgo.com/l/?uddg=${enc(u)}&rut=1`, direct: true },
  { wrap: (u) => `https://duckduckgo.com/y.js?ad_domain=x&u3=${enc(u)}`, direct: false },
  { wrap: (u) => `https://r.search.yahoo.com/_ylt=A/RV=2/RU=${enc(u)}/RK=2/RS=x-`, direct: true },
  { wrap: (u) => `https://r.search.yahoo.com/cbclk2/dWU9/RV=2/RU=${enc(u)}/RK=2/RS=x-`, direct: false },
  { wrap: (u) => `https://1391.r.bat.bing.com/?ld=d3&u=${enc(u)}`, direct: false },
];

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const tricky = fc.constantFrom(
  "evisa.gov.tr",
  "evisa.gov.tr@evil.example",
  "evil.example\\@evisa.gov.tr",
  "еvisa.gov.tr",
  "EVISA.GOV.TR.",
  "evisa.gov.tr%2eevil.example",
);
const host = fc.oneof(
  fc.array(label, { minLength: 2, maxLength: 4 }).map((l) => l.join(".")),
  tricky,
);
const inner = fc
  .tuple(
    fc.constantFrom("https://", "http://"),
    host,
    fc.constantFrom("/", "/apply?x=1&y=2", "/a/b#frag", "/%2F%3F"),
  )
  .map(([scheme, h, path]) => `${scheme}${h}${path}`)
  .filter((u) => URL.canParse(u));

describe("linkTarget over nested engine wrappers (seeded)", () => {
  it("ends on the innermost URL, with its browser-parsed host, direct only when every hop is", () => {
    fc.assert(
      fc.property(inner, fc.array(fc.nat(WRAPPERS.length - 1), { maxLength: 3 }), (url, chain) => {
        const href = chain.reduce((u, i) => (WRAPPERS[i] as (typeof WRAPPERS)[number]).wrap(u), url);
        const target = linkTarget(href, "https://www.google.com/search?q=x");
        expect(target).not.toBeNull();
        expect(new URL(target?.url ?? "").hostname).toBe(new URL(url).hostname);
        expect(target?.direct).toBe(chain.every((i) => WRAPPERS[i]?.direct));
      }),
      { seed: 1523, numRuns: 3000 },
    );
  });

  it("a wrapper's path on a host anyone can register is that host's own page", () => {
    for (const forged of [
      "www.google.co.xyz",
      "google.com.evil.example",
      "www.google.evil",
      "bing.com.evil.example",
    ]) {
      const href = `https://${forged}/url?q=${enc("https://www.evisa.gov.tr/")}`;
      expect(linkTarget(href, "https://duckduckgo.com/")?.url).toBe(href);
    }
  });

  it("never unwraps a link on a host that is not the engine's own wrapper", () => {
    fc.assert(
      fc.property(inner, fc.nat(WRAPPERS.length - 1), label, (url, i, evil) => {
        const genuine = (WRAPPERS[i] as (typeof WRAPPERS)[number]).wrap(url);
        const forged = genuine.replace(/^https:\/\/([^/]+)\//, `https://$1.${evil}.example/`);
        expect(new URL(linkTarget(forged, "https://www.bing.com/")?.url ?? "").hostname).toBe(
          new URL(forged).hostname,
        );
      }),
      { seed: 2026, numRuns: 3000 },
    );
  });
});
