// `typoCandidates` skips the cuts that cannot reach any key (by the keys' first letters); it must find
// exactly what looking up every cut finds, in the same order, for the real registry's portal names.
import { loadSnapshot } from "@entryguard/registry";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildDetectionContext } from "../src/detectors/detection-context.ts";
import { everyTypoCandidate, typoCandidates } from "../src/detectors/targets/typo-index.ts";
import { buildPortalIndex } from "../src/snapshot/portal-index.ts";
import { readAllBenign, readLookalikes, readRealWorld } from "./corpus/corpus-files.ts";

const snapshot = loadSnapshot();
const { typos } = buildDetectionContext(snapshot, buildPortalIndex(snapshot));
const keys = [...typos.byKey.keys()];
const letters = (host: string) => host.replace(/[.-]/g, "");
const names = (found: { name: string; target: { host: string } }[]) =>
  found.map((n) => `${n.name} ${n.target.host}`);

describe("typo candidates", () => {
  it("match the plain lookup of every cut over the corpora's hosts, bodies and labels", () => {
    const hosts = [...readLookalikes(), ...readRealWorld(), ...readAllBenign()].map((s) => s.host);
    const typed = new Set(hosts.flatMap((h) => [letters(h), ...h.split(".").map(letters)]));
    let withCandidates = 0;
    for (const text of typed) {
      const plain = names(everyTypoCandidate(typos, text));
      expect(names(typoCandidates(typos, text)), text).toEqual(plain);
      if (plain.length > 0) withCandidates += 1;
    }
    // The corpora hold typos of real portal names: the comparison is not over empty results only.
    expect(withCandidates).toBeGreaterThan(500);
  });

  it("match it for any one- or two-letter change of a real key", () => {
    const edited = fc
      .tuple(
        fc.constantFrom(...keys),
        fc.nat(40),
        fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0"),
        fc.nat(3),
      )
      .map(([key, at, letter, how]) => {
        const i = at % (key.length + 1);
        if (how === 0) return key.slice(0, i) + letter + key.slice(i);
        if (how === 1) return key.slice(0, i) + letter + key.slice(i + 1);
        if (how === 2) return key.slice(0, i) + key.slice(i + 1);
        return letter + key;
      });
    fc.assert(
      fc.property(edited, (text) => {
        expect(names(typoCandidates(typos, text))).toEqual(names(everyTypoCandidate(typos, text)));
      }),
      { seed: 20261124, numRuns: 3000 },
    );
  });
});
