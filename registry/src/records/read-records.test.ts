import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readRecordFiles } from "./read-records.ts";

describe("readRecordFiles", () => {
  it("reads each .json file in name order, keeping a parse error beside its file instead of throwing", () => {
    const dir = mkdtempSync(join(tmpdir(), "entryguard-records-"));
    writeFileSync(join(dir, "peru.json"), '{"id": "peru"}');
    writeFileSync(join(dir, "kenya.json"), "{ not json");
    writeFileSync(join(dir, "notes.txt"), "ignored");
    const files = readRecordFiles(dir);
    expect(files.map((f) => [f.file, f.data])).toEqual([
      ["countries/kenya.json", null],
      ["countries/peru.json", { id: "peru" }],
    ]);
    expect(files[0]?.parseError).toMatch(/JSON/);
    expect(files[1]?.parseError).toBeNull();
  });

  it("names the folder it cannot read", () => {
    const missing = join(tmpdir(), "entryguard-no-such-folder");
    expect(() => readRecordFiles(missing)).toThrow(`cannot read the record folder ${missing}: ENOENT`);
  });
});
