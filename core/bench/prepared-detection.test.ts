// The prepared detection form (built at build time, bundled by the extension) must give exactly the
// verdicts of the verifier that computes everything: compared host by host over the generated, real-world
// and benign corpora with the real registry.
import { loadSnapshot } from "@entryguard/registry";
import { describe, expect, it } from "vitest";
import { createVerifier, prepareDetection } from "../src/index.ts";
import { fixtureSnapshot } from "../src/test-fixtures/fixture-snapshot.ts";
import { readAllBenign, readLookalikes, readRealWorld } from "./corpus/corpus-files.ts";

const snapshot = loadSnapshot();
// Through JSON, as the extension bundles it.
const prepared = JSON.parse(JSON.stringify(prepareDetection(snapshot))) as ReturnType<
  typeof prepareDetection
>;
const simple = createVerifier(snapshot);
const restored = createVerifier(snapshot, undefined, prepared);

const corpora = {
  generated: readLookalikes().map((s) => s.host),
  "real-world": readRealWorld().map((f) => f.host),
  benign: readAllBenign().map((b) => b.host),
};

/** Hosts whose verdict differs between the two verifiers, with both verdicts. */
function differences(a: typeof simple, b: typeof simple, hosts: readonly string[], country?: string) {
  const out: { host: string; simple: string; prepared: string }[] = [];
  for (const host of hosts) {
    const left = JSON.stringify(a.verify(host, { country }));
    const right = JSON.stringify(b.verify(host, { country }));
    if (left !== right) out.push({ host, simple: left, prepared: right });
  }
  return out;
}

describe("verdicts from the prepared detection form", () => {
  for (const [name, hosts] of Object.entries(corpora)) {
    it(`equal the computed ones on the ${name} corpus (${hosts.length} hosts)`, () => {
      expect(hosts.length).toBeGreaterThan(100);
      expect(differences(simple, restored, hosts)).toEqual([]);
    });
  }

  it("equal the computed ones when a country is asked", () => {
    const hosts = corpora["real-world"].slice(0, 200);
    expect(differences(simple, restored, hosts, "india")).toEqual([]);
  });

  it("are still the computed ones when the form was prepared from another snapshot", () => {
    const other = createVerifier(snapshot, undefined, prepareDetection(fixtureSnapshot));
    const hosts = [...corpora.generated.slice(0, 300), ...corpora["real-world"]];
    expect(differences(simple, other, hosts)).toEqual([]);
  });

  it("are the computed ones when a form claiming this snapshot names a portal host it lacks", () => {
    const forged = {
      ...prepared,
      names: [["evisagovtr", "host", "not-a-portal.example", true, false]] as const,
    };
    const other = createVerifier(snapshot, undefined, forged as unknown as typeof prepared);
    expect(differences(simple, other, corpora["real-world"])).toEqual([]);
  });
});
