import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readRecordFiles } from "../records/read-records.ts";
import { formatRecordJson } from "./format-record-json.ts";

describe("formatRecordJson", () => {
  it("writes every committed record byte for byte as it is on disk", () => {
    const files = readRecordFiles();
    expect(files.length).toBeGreaterThan(200);
    for (const f of files) expect(formatRecordJson(f.data), f.file).toBe(readFileSync(f.path, "utf8"));
  });

  it("breaks a scalar array that would pass the line width, one item per line", () => {
    const hosts = Array.from({ length: 6 }, (_, i) => `portal-number-${i}.example.gov`);
    const text = formatRecordJson({ hosts, aliases: ["A", "B"], empty: [], nested: { n: 1, ok: true } });
    expect(text).toBe(
      [
        "{",
        '  "hosts": [',
        ...hosts.map((h, i) => `    "${h}"${i < 5 ? "," : ""}`),
        "  ],",
        '  "aliases": ["A", "B"],',
        '  "empty": [],',
        '  "nested": {',
        '    "n": 1,',
        '    "ok": true',
        "  }",
        "}",
        "",
      ].join("\n"),
    );
  });
});
