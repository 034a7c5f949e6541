// The filter decides which navigations reach the worker at all, so it must never leave out a navigation its
// listener acts on: every host the registry names reaches the early catch, and no host core warns about is
// left to neither the early catch nor the in-page guard. Matched here as the browser matches them (a
// regular expression over the URL without its fragment).

import { createPrefilter, type PrefilterTable } from "@entryguard/core";
import { describe, expect, it } from "vitest";
import { readAllBenign, readLookalikes, readRealWorld } from "../../../core/bench/corpus/corpus-files.ts";
import navigationFiltersJson from "../../generated/navigation-filters.json" with { type: "json" };
import prefilterJson from "../../generated/prefilter.json" with { type: "json" };
import { judgeUrl } from "../registry/judge-url.ts";
import { snapshot } from "../registry/registry.ts";
import { hostOf } from "../testing/host-of.ts";
import { authorityHoldsPattern, hostOrSubdomainPattern } from "./navigation-filters.ts";

type Filter = { urlMatches?: string | undefined };

/** As the browser matches: any filter whose regular expression matches the URL (without its fragment). */
function matchesUrl(filters: readonly Filter[], url: string): boolean {
  return filters.some((f) => f.urlMatches !== undefined && new RegExp(f.urlMatches).test(url));
}

function matches(filters: readonly Filter[], host: string): boolean {
  return matchesUrl(filters, `https://${host}/`);
}

/** The filters as the build wrote them for the background (build/write-navigation-filters.ts). */
const suspect: readonly Filter[] = navigationFiltersJson;

describe("the navigation filters the worker registers", () => {
  const corpus = [
    ...readRealWorld().map((f) => f.host),
    ...readLookalikes().map((l) => l.host),
    ...readAllBenign().map((b) => b.host),
  ];

  it("let every host the registry names reach the early catch", () => {
    for (const country of snapshot.countries)
      for (const { host } of [...country.known_unofficial, ...country.former_hosts])
        expect(matches(suspect, host), host).toBe(true);
  });

  it("leave no host core warns about to neither the early catch nor the in-page guard, and skip ordinary hosts", () => {
    const guard = createPrefilter(prefilterJson as PrefilterTable);
    let warned = 0;
    for (const input of corpus) {
      const host = hostOf(input);
      if (host === null) continue;
      const kind = judgeUrl(`https://${host}/`).verdict.kind;
      if (kind !== "lookalike" && kind !== "impersonation") continue;
      warned++;
      expect(matches(suspect, host) || guard.mayBeFlagged(host), host).toBe(true);
    }
    expect(warned).toBeGreaterThan(1000);
    for (const host of ["www.booking.com", "www.bbc.co.uk", "en.wikipedia.org", "mail.google.com"])
      expect(matches(suspect, host), host).toBe(false);
  });

  it("are two regular expressions, however many words and hosts they hold", () => {
    expect(suspect).toHaveLength(2);
  });
});

describe("a host or its subdomains, as a URL pattern", () => {
  const pattern = [{ urlMatches: hostOrSubdomainPattern(["evisa-turkey.com", "gov.ua"]) }];

  it.each([
    "https://evisa-turkey.com/",
    "http://www.evisa-turkey.com/apply?x=1",
    "https://a.b.evisa-turkey.com:8443/",
    "https://user@evisa-turkey.com",
    "https://gov.ua/?q=1",
  ])("takes %s", (url) => {
    expect(matchesUrl(pattern, url)).toBe(true);
  });

  it.each([
    "https://notevisa-turkey.com/",
    "https://evisa-turkey.com.example.org/",
    "https://evisa-turkeyxcom/",
    "https://example.org/evisa-turkey.com",
    "https://evisa-turkey.com@example.org/",
    "https://example.org/?to=https://evisa-turkey.com/",
  ])("leaves %s", (url) => {
    expect(matchesUrl(pattern, url)).toBe(false);
  });
});

describe("words in the authority, as a URL pattern", () => {
  const pattern = [{ urlMatches: authorityHoldsPattern(["visa", "e-ta", "xn--"]) }];

  it.each(["https://evisa.example.com/", "https://go-e-ta.example/", "https://xn--80ak6aa92e.com/"])(
    "takes %s",
    (url) => {
      expect(matchesUrl(pattern, url)).toBe(true);
    },
  );

  it.each(["https://example.com/visa", "https://example.com/?e-ta=1", "https://eta.example/"])(
    "leaves %s",
    (url) => {
      expect(matchesUrl(pattern, url)).toBe(false);
    },
  );
});
