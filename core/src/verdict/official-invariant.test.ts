import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixturePortalHosts, fixtureSnapshot } from "../test-fixtures/fixture-snapshot.ts";
import { createRegistryIndex } from "./registry-index.ts";
import { verify } from "./verify.ts";

const index = createRegistryIndex(fixtureSnapshot, { detectors: [] });

/**
 * The oracle: as a link on any http or https page, the input opens a portal host or a host below one (the
 * host the WHATWG parser yields, one trailing dot dropped). A relative reference such as `https:evisa.gov.tr`
 * opens the linking page's own site, so it is official on no page.
 */
function oracleIsOfficial(url: string): boolean {
  return ["https://page.invalid/", "http://page.invalid/"].every((base) => opensPortal(url, base));
}

function opensPortal(url: string, base: string): boolean {
  let hostname: string;
  try {
    const parsed = new URL(url, base);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
    hostname = parsed.hostname;
  } catch {
    return false;
  }
  if (hostname.endsWith(".")) hostname = hostname.slice(0, -1);
  return fixturePortalHosts.some((h) => hostname === h || hostname.endsWith(`.${h}`));
}

const fragment = fc.oneof(
  fc.constantFrom(
    ...fixturePortalHosts,
    "www.",
    "evisa",
    "gov",
    "tr",
    "esta",
    "cbp",
    "dhs",
    "evil.example",
    "com",
  ),
  fc.constantFrom(
    "@",
    "\\",
    "/",
    ".",
    "..",
    ":",
    ":443",
    "?",
    "#",
    "%2e",
    "%2E",
    "%40",
    "%5c",
    "%00",
    "\t",
    "\n",
  ),
  // Unicode confusables and full-width forms of the letters the portal hosts use
  fc.constantFrom(
    "\u0435",
    "\u0430",
    "\u043e",
    "\u0455",
    "\u0456",
    "\u03bf",
    "\uff45",
    "\u3002",
    "\uff0e",
    "\u0131",
    "\u200b",
  ),
  fc.stringMatching(/^[a-z0-9-]{1,8}$/),
);

const pieces = fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join(""));
// Half the inputs put a portal host somewhere in the middle, so official and near-official hosts are common.
const tail = fc.oneof(
  pieces,
  fc.tuple(pieces, fc.constantFrom(...fixturePortalHosts), pieces).map((parts) => parts.join("")),
  fc
    .tuple(fc.constantFrom("", "www.", "a.b."), fc.constantFrom(...fixturePortalHosts), pieces)
    .map((p) => p.join("")),
);

describe("no host but a portal host or its subdomain is ever official", () => {
  it("holds for generated URLs with a scheme (100 000 cases)", () => {
    let officials = 0;
    const scheme = fc.constantFrom(
      "https://",
      "http://",
      "HTTPS://",
      "https:",
      "https:\\\\",
      "ftp://",
      "javascript:",
    );
    fc.assert(
      fc.property(scheme, tail, (s, rest) => {
        const input = s + rest;
        const outcome = verify(index, input);
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        expect(outcome.result.official).toBe(oracleIsOfficial(input.trim()));
        officials += outcome.result.official ? 1 : 0;
      }),
      { seed: 20261122, numRuns: 100_000 },
    );
    // The generator must really exercise both sides of the invariant.
    expect(officials).toBeGreaterThan(2_000);
    expect(officials).toBeLessThan(98_000);
  });

  it("holds for generated bare domains (20 000 cases)", () => {
    let officials = 0;
    // A bare domain names no scheme and starts with no slash (`/evisa.gov.tr` is a relative link).
    const bare = tail.filter((s) => !s.includes(":") && !/^[/\\]/.test(s.trim()));
    fc.assert(
      fc.property(bare, (input) => {
        const outcome = verify(index, input);
        if (!outcome.ok) return;
        expect(outcome.result.official).toBe(oracleIsOfficial(`https://${input.trim()}`));
        officials += outcome.result.official ? 1 : 0;
      }),
      { seed: 7, numRuns: 20_000 },
    );
    expect(officials).toBeGreaterThan(500);
  });
});
