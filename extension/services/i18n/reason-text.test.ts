// Every reason core gives for a warning has a sentence of its own in every language, so a traveller never
// reads the generic fallback for a reason core knows.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRegistryIndex, verify } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import { describe, expect, it } from "vitest";
import { reasonKey } from "./reason-text.ts";

const corpus = join(import.meta.dirname, "..", "..", "..", "core", "corpus");
const hosts = [
  ...readFileSync(join(corpus, "generated-lookalikes.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => (JSON.parse(l) as { host: string }).host),
  ...readFileSync(join(corpus, "combosquat-handwritten.txt"), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => l.split(/\s+/)[0] as string),
  // A homoglyph and a registry-named former host, which the generated corpus does not hold.
  "еsta.cbp.dhs.gov",
  "evisa.go.ke",
];

describe("reason sentences", () => {
  it("have one of their own for every code core gives a lookalike or impersonation in the corpus", () => {
    const index = createRegistryIndex(loadSnapshot());
    const codes = new Set<string>();
    for (const host of hosts) {
      const outcome = verify(index, host);
      if (!outcome.ok) continue;
      const { kind, reasons } = outcome.result.verdict;
      if (kind === "lookalike" || kind === "impersonation") for (const r of reasons) codes.add(r.code);
    }
    // The codes the design names for warnings, written here by hand: the corpus must really reach each one,
    // so the loop below checks sentences a traveller will read, not an empty set.
    expect([...codes]).toEqual(
      expect.arrayContaining([
        "edit-distance",
        "confusable",
        "tld-swap",
        "embedded-target",
        "country-keyword",
        "former-host",
      ]),
    );
    for (const code of codes) expect(reasonKey(code), code).not.toBe("reasonOther");
  });
});
