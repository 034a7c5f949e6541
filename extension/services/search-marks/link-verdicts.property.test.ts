// The user's allowlist silences warnings; it must never make a search result official, nor take the green
// mark from a real portal. Checked against an oracle that reads the host as a browser does (WHATWG URL)
// and compares it with the registry's portal hosts by whole labels.
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { snapshot } from "../registry/registry.ts";
import { addToAllowlist } from "../settings/guard-settings.ts";
import { linkVerdicts } from "./link-verdicts.ts";

const portalHosts = [
  ...new Set(
    snapshot.countries.flatMap((c) => c.portals.flatMap((p) => p.hosts ?? [new URL(p.url).hostname])),
  ),
];

function oracleIsOfficial(url: string): boolean {
  const host = new URL(url).hostname.replace(/\.$/, "");
  return portalHosts.some((h) => host === h || host.endsWith(`.${h}`));
}

const label = fc.constantFrom("www", "apply", "evisa", "gov", "visa-help", "x", "com", "example");
// A portal host, below one, glued to one without a dot, or with one embedded in another domain.
const host = fc
  .tuple(
    fc.constantFrom(...portalHosts),
    fc.array(label, { maxLength: 2 }),
    fc.constantFrom("", "-", "x", "."),
    fc.constantFrom("", ".example.com", "-online.com"),
  )
  .map(([portal, labels, glue, tail]) => {
    const prefix = labels.length === 0 ? "" : `${labels.join(".")}${glue}`;
    return `${prefix}${portal}${tail}`;
  });

beforeEach(() => fakeBrowser.reset());

describe("search marks and the allowlist (seeded)", () => {
  it("mark official exactly what the registry's portal hosts cover, whatever the user allowlisted", async () => {
    let officials = 0;
    let others = 0;
    await fc.assert(
      fc.asyncProperty(host, fc.nat({ max: 3 }), async (h, cut) => {
        fakeBrowser.reset();
        // Allowlist the host itself or one of its parents, as the warning page's "continue" would.
        await addToAllowlist(
          h
            .split(".")
            .slice(Math.min(cut, h.split(".").length - 2))
            .join("."),
        );
        const url = `https://${h}/`;
        const kind = (await linkVerdicts({ type: "link-verdicts", urls: [url] }))[url]?.kind;
        const official = oracleIsOfficial(url);
        if (official) officials += 1;
        else others += 1;
        expect(kind === "official", url).toBe(official);
      }),
      { seed: 20261123, numRuns: 400 },
    );
    // Both outcomes really occur, so the property is not vacuous.
    expect(officials).toBeGreaterThan(40);
    expect(others).toBeGreaterThan(40);
  });
});
