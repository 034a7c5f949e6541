import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countriesDir } from "../paths.ts";
import { readRecordFiles } from "../records/read-records.ts";
import { validateRecords } from "../validate/validate-records.ts";
import { confirmRecord } from "./confirm-record.ts";

/** A throwaway copy of the real records, so the tests never touch the registry. */
function copyOfCountries(): string {
  const dir = join(mkdtempSync(join(tmpdir(), "entryguard-confirm-")), "countries");
  cpSync(countriesDir, dir, { recursive: true });
  return dir;
}

const now = () => new Date("2026-11-23T09:30:00Z");
const read = (dir: string, id: string) => JSON.parse(readFileSync(join(dir, `${id}.json`), "utf8"));

describe("confirmRecord", () => {
  it("sets both dates to today, marks the record verified and appends who confirmed what", () => {
    const dir = copyOfCountries();
    const before = read(dir, "kenya");
    const outcome = confirmRecord({ dir, country: "Kenya", by: "Amina Otieno", now });
    expect(outcome.ok).toBe(true);
    const after = read(dir, "kenya");
    expect(after).toEqual({
      ...before,
      status: "verified",
      checked_on: "2026-11-23",
      updated_on: "2026-11-23",
      history: [
        {
          on: "2026-11-23",
          by: "Amina Otieno",
          action: "confirmed",
          what: "Opened and confirmed the official portal: Electronic Travel Authorisation (eTA) (https://www.etakenya.go.ke/).",
        },
      ],
    });
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(validateRecords(readRecordFiles(dir)).problems).toEqual([]);
  });

  it("appends to earlier history, takes any name people use and a custom sentence", () => {
    const dir = copyOfCountries();
    confirmRecord({ dir, country: "IN", by: "A", now: () => new Date("2026-11-23T00:00:00Z") });
    const outcome = confirmRecord({
      dir,
      country: "india",
      by: " B ",
      what: "Checked the e-Arrival Card only.",
      now,
    });
    expect(outcome).toMatchObject({ ok: true, file: "countries/india.json" });
    expect(read(dir, "india").history).toEqual([
      expect.objectContaining({ by: "A", on: "2026-11-23" }),
      { on: "2026-11-23", by: "B", action: "confirmed", what: "Checked the e-Arrival Card only." },
    ]);
  });

  it("confirms a record without a portal as having none", () => {
    const dir = copyOfCountries();
    const empty = readRecordFiles(dir).find((f) => (f.data as { portals: unknown[] }).portals.length === 0);
    if (!empty) throw new Error("the registry has no record without a portal");
    const id = (empty.data as { id: string }).id;
    confirmRecord({ dir, country: id, by: "C", now });
    expect(read(dir, id).history[0].what).toMatch(/no official online entry-authorisation portal/);
  });

  it("leaves every other file untouched", () => {
    const dir = copyOfCountries();
    const before = readRecordFiles(dir).map((f) => readFileSync(f.path, "utf8"));
    confirmRecord({ dir, country: "Japan", by: "D", now });
    const after = readRecordFiles(dir).map((f) => readFileSync(f.path, "utf8"));
    const changed = after.map((text, i) => (text === before[i] ? null : readRecordFiles(dir)[i]?.file));
    expect(changed.filter((c) => c !== null)).toEqual(["countries/japan.json"]);
  });

  it("refuses an unknown country with suggestions, and writes nothing", () => {
    const dir = copyOfCountries();
    const outcome = confirmRecord({ dir, country: "Kenyq", by: "E", now });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe("unknown-country");
    expect(outcome.error.message).toContain('"Kenyq"');
    expect(outcome.error.suggestions).toContain("Kenya");
    expect(read(dir, "kenya").status).toBe("unverified");
  });

  it("refuses an empty name", () => {
    const outcome = confirmRecord({ dir: copyOfCountries(), country: "Kenya", by: "  ", now });
    expect(outcome).toEqual({
      ok: false,
      error: { code: "bad-input", message: "--by needs the name of the person who confirmed the record" },
    });
  });

  it("refuses to write into a registry that does not validate, naming the problem", () => {
    const dir = copyOfCountries();
    writeFileSync(join(dir, "kenya.json"), "{ not json");
    const outcome = confirmRecord({ dir, country: "India", by: "F", now });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe("invalid-registry");
    expect(outcome.error.message).toContain("countries/kenya.json: is not valid JSON");
    expect(read(dir, "india").status).toBe("unverified");
  });
});
