import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createVerifier, type PreparedDetection, type Snapshot } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import { describe, expect, it } from "vitest";
import { writeSnapshotJson } from "./write-snapshot.ts";

describe("the bundled snapshot and its prepared detection form", () => {
  const dir = mkdtempSync(join(tmpdir(), "entryguard-snapshot-"));
  writeSnapshotJson(join(dir, "snapshot.json"), join(dir, "prepared.json"));
  const snapshot = JSON.parse(readFileSync(join(dir, "snapshot.json"), "utf8")) as Snapshot;
  const prepared = JSON.parse(readFileSync(join(dir, "prepared.json"), "utf8")) as PreparedDetection;

  it("are written from the same snapshot, so the worker restores instead of computing", () => {
    expect(prepared.hash).toBe(snapshot.hash);
    expect(prepared.names.length).toBeGreaterThan(100);
  });

  it("leave out only the records' notes, which the extension never shows", () => {
    const full = loadSnapshot();
    expect(snapshot.countries.every((c) => c.notes === "")).toBe(true);
    expect(snapshot).toEqual({ ...full, countries: full.countries.map((c) => ({ ...c, notes: "" })) });
  });

  it("give the worker the verdicts of the computed verifier", () => {
    const computed = createVerifier(snapshot);
    const restored = createVerifier(snapshot, undefined, prepared);
    for (const url of [
      "https://turkey-evisa-apply.com/",
      "https://esta-registration.org/",
      "https://www.bbc.co.uk/news",
      "https://indianvisaonline.gov.in.apply-now.com/",
    ])
      expect(restored.verify(url)).toEqual(computed.verify(url));
  });
});
