import fc from "fast-check";
import { distance } from "fastest-levenshtein";
import { describe, expect, it } from "vitest";
import { countryWords } from "../lexicon/country-words.ts";
import { VISA_WORDS } from "../lexicon/visa-words.ts";
import { verify } from "../verdict/verify.ts";
import { detectorIndex, detectorSnapshot } from "./detector-test-registry.ts";

const portalHosts = [...detectorIndex.portalsByHost.keys()];
const compact = (s: string) => s.replace(/[.-]/g, "");
// Every string a lookalike of a portal could be near: the whole host, and every run of its labels.
const portalStrings = portalHosts.flatMap((host) => {
  const labels = host.split(".");
  const runs: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j <= labels.length; j++) runs.push(compact(labels.slice(i, j).join("")));
  }
  return runs.filter((r) => r.length >= 4);
});
const tokens = [
  ...countryWords(detectorSnapshot.countries).keys(),
  ...VISA_WORDS,
  ...detectorSnapshot.countries.map((c) => c.iso2.toLowerCase()),
].map(compact);
const EDIT_THRESHOLD = 2;

/** Benign-looking: no country or visa token inside, and more than the edit threshold from every portal name. */
function benignLooking(host: string): boolean {
  const letters = compact(host);
  if (tokens.some((t) => letters.includes(t))) return false;
  const names = [letters, ...host.split(".").map(compact)];
  return portalStrings.every((p) => names.every((n) => distance(n, p) > EDIT_THRESHOLD));
}

const label = fc.stringMatching(/^[a-z]{3,12}$/);
// Half the hosts start from a portal name with several letters changed, so near misses are common.
const mutated = fc
  .tuple(fc.constantFrom(...portalHosts), fc.array(fc.nat(), { minLength: 3, maxLength: 6 }), label)
  .map(([host, positions, filler]) => {
    const body = host.split(".")[0] as string;
    const chars = [...body];
    positions.forEach((p, i) => {
      chars[p % chars.length] = filler[i % filler.length] as string;
    });
    return chars.join("");
  });
const host = fc
  .tuple(
    fc.oneof(label, mutated),
    fc.option(label, { nil: undefined }),
    fc.constantFrom("com", "net", "org", "io", "de", "fr", "co.uk", "com.au", "xyz", "app"),
  )
  .map(([a, b, tld]) => [a, b, tld].filter(Boolean).join("."));

describe("detector properties (seeded)", () => {
  it("flags no benign-looking host: no country or visa token, beyond the edit threshold of every portal", () => {
    let checked = 0;
    fc.assert(
      fc.property(host, (input) => {
        fc.pre(benignLooking(input));
        checked += 1;
        const outcome = verify(detectorIndex, input);
        expect(outcome.ok && outcome.result.verdict.kind).toBe("unrelated");
      }),
      { seed: 4242, numRuns: 5_000 },
    );
    expect(checked).toBeGreaterThan(2_000);
  });

  it("never calls anything official but a portal host or its subdomain, with every detector on", () => {
    const fragment = fc.oneof(
      fc.constantFrom(...portalHosts, "www.", "evisa", "gov", "tr", "esta", "-", ".", "\u0435", "0", "rn"),
      fc.stringMatching(/^[a-z0-9-]{1,8}$/),
    );
    const input = fc.array(fragment, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(input, (raw) => {
        const outcome = verify(detectorIndex, raw);
        if (!outcome.ok || outcome.result.verdict.host === null) return;
        const seen = outcome.result.verdict.host;
        const official = portalHosts.some((h) => seen === h || seen.endsWith(`.${h}`));
        expect(outcome.result.official).toBe(official);
        if (!official) expect(outcome.result.verdict.kind).not.toBe("official");
      }),
      { seed: 20261122, numRuns: 20_000 },
    );
  });
});
