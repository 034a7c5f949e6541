import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mergeChecks, type PortalCheck, readChecksFile, writeChecksFile } from "./checks-file.ts";
import { readLastChecked } from "./read-checks.ts";

function result(country: string, checked_on: string, ok: boolean, url = `https://${country}.example/`) {
  return {
    country,
    url,
    checked_on,
    ok,
    last_ok_on: ok ? checked_on : null,
    status: ok ? 200 : null,
    final_url: url,
    hops: [],
    certificate: null,
    problems: ok ? [] : [{ code: "dns", message: "no network" }],
    duration_ms: 1,
  } satisfies PortalCheck;
}

const tempFile = () => join(mkdtempSync(join(tmpdir(), "entryguard-checks-")), "checks", "last-check.json");

describe("the checks file", () => {
  it("is empty when missing and round-trips what was written", () => {
    const file = tempFile();
    expect(readChecksFile(file)).toEqual({ generated_at: "", results: [] });
    const data = { generated_at: "2026-11-22T12:00:00.000Z", results: [result("kenya", "2026-11-22", true)] };
    writeChecksFile(data, file);
    expect(readChecksFile(file)).toEqual(data);
    expect(readFileSync(file, "utf8").endsWith("\n")).toBe(true);
  });

  it("merges a run: replaces the portals checked, keeps the others, keeps the last date each passed", () => {
    const before = [result("kenya", "2026-11-01", true), result("india", "2026-11-01", true)];
    const merged = mergeChecks(before, [result("kenya", "2026-11-22", false)]);
    expect(merged.map((r) => [r.country, r.checked_on, r.ok, r.last_ok_on])).toEqual([
      ["india", "2026-11-01", true, "2026-11-01"],
      ["kenya", "2026-11-22", false, "2026-11-01"],
    ]);
  });

  it("gives last_checked only for checks that passed, the latest per country", () => {
    const file = tempFile();
    writeChecksFile(
      {
        generated_at: "",
        results: [
          result("india", "2026-11-20", true, "https://a.example/"),
          result("india", "2026-11-21", true, "https://b.example/"),
          result("kenya", "2026-11-22", false),
          { ...result("peru", "2026-11-22", false), last_ok_on: "2026-10-01" },
        ],
      },
      file,
    );
    expect(Object.fromEntries(readLastChecked(file))).toEqual({ india: "2026-11-21", peru: "2026-10-01" });
  });

  it("reads files written before last_ok_on existed", () => {
    const file = tempFile();
    writeChecksFile({ generated_at: "", results: [] }, file);
    writeFileSync(
      file,
      JSON.stringify({
        results: [{ country: "fiji", url: "https://x/", checked_on: "2026-01-02", ok: true }],
      }),
    );
    expect(Object.fromEntries(readLastChecked(file))).toEqual({ fiji: "2026-01-02" });
  });

  it.each([
    ["{", /last-check\.json: is not valid JSON: /],
    ['{"results": 5}', /last-check\.json: results: Invalid input: expected array, received number/],
    [
      '{"results": [{"country": "fiji", "url": "https://x/", "checked_on": "yesterday", "ok": true}]}',
      /last-check\.json: results\[0\]\.checked_on: must be a date YYYY-MM-DD/,
    ],
    [
      '{"results": [{"country": "fiji", "url": "https://x/", "checked_on": "2026-01-02", "ok": "yes"}]}',
      /last-check\.json: results\[0\]\.ok: Invalid input: expected boolean/,
    ],
  ])("refuses a malformed file, naming it and the field: %s", (text, message) => {
    const file = tempFile();
    writeChecksFile({ generated_at: "", results: [] }, file);
    writeFileSync(file, text);
    expect(() => readLastChecked(file)).toThrow(message);
  });
});
