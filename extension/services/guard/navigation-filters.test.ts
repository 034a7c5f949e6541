// The filter decides which navigations reach the worker at all, so it must never leave out a navigation its
// listener acts on: every host the registry names reaches the early catch, and no host core warns about is
// left to neither the early catch nor the in-page guard. Matched here as the browser matches them
// (hostContains sees an implicit dot before the host).

import { createPrefilter, type PrefilterTable } from "@entryguard/core";
import { describe, expect, it } from "vitest";
import { readAllBenign, readLookalikes, readRealWorld } from "../../../core/bench/corpus/corpus-files.ts";
import prefilterJson from "../../generated/prefilter.json" with { type: "json" };
import { judgeUrl } from "../registry/judge-url.ts";
import { snapshot } from "../registry/registry.ts";
import { hostOf } from "../testing/host-of.ts";
import { suspectNavigationFilters } from "./navigation-filters.ts";

type Filter = {
  hostEquals?: string | undefined;
  hostSuffix?: string | undefined;
  hostContains?: string | undefined;
};

function matches(filters: readonly Filter[], host: string): boolean {
  return filters.some(
    (f) =>
      (f.hostEquals === undefined || host === f.hostEquals) &&
      (f.hostSuffix === undefined || host.endsWith(f.hostSuffix)) &&
      (f.hostContains === undefined || `.${host}`.includes(f.hostContains)),
  );
}

const suspect = suspectNavigationFilters(prefilterJson as PrefilterTable, snapshot);

describe("the navigation filters", () => {
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
});
