import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type CountryRecord, countryRecordSchema } from "@entryguard/core";
import { countriesDir } from "../paths.ts";
import { readRecordFiles } from "../records/read-records.ts";
import { formatProblem } from "../validate/problem.ts";
import { validateRecords } from "../validate/validate-records.ts";
import { findRecord } from "./find-record.ts";
import { formatRecordJson } from "./format-record-json.ts";

export interface ConfirmInput {
  /** Slug, name, alias or ISO2 of the record. */
  readonly country: string;
  /** Who opened the portal and confirmed it. */
  readonly by: string;
  /** What was confirmed; by default the record's portals (or that it has none). */
  readonly what?: string | undefined;
  /** The records folder; the registry's own by default. */
  readonly dir?: string | undefined;
  /** The clock; today's date (UTC) is what gets written. */
  readonly now?: (() => Date) | undefined;
}

export interface ConfirmError {
  readonly code: "bad-input" | "invalid-registry" | "unknown-country";
  readonly message: string;
  readonly suggestions?: readonly string[];
}

export type ConfirmOutcome =
  | { readonly ok: true; readonly file: string; readonly record: CountryRecord }
  | { readonly ok: false; readonly error: ConfirmError };

/** The default history sentence: the portals a person opened, or that the record rightly has none. */
export function describeConfirmation(record: CountryRecord): string {
  if (record.portals.length === 0) {
    return "Confirmed that there is no official online entry-authorisation portal, as the notes say.";
  }
  const portals = record.portals.map((p) => `${p.name} (${p.url})`).join("; ");
  return `Opened and confirmed the official portal${record.portals.length > 1 ? "s" : ""}: ${portals}.`;
}

/**
 * Records that a person confirmed a country's record: `checked_on` and `updated_on` become today,
 * `status` becomes verified, and a history entry says who confirmed what. The rest of the file is kept.
 */
export function confirmRecord(input: ConfirmInput): ConfirmOutcome {
  const by = input.by.trim();
  if (by === "")
    return {
      ok: false,
      error: { code: "bad-input", message: "--by needs the name of the person who confirmed the record" },
    };
  if (input.what !== undefined && input.what.trim() === "") {
    return { ok: false, error: { code: "bad-input", message: "--what must not be empty" } };
  }
  const dir = input.dir ?? countriesDir;
  const report = validateRecords(readRecordFiles(dir));
  if (report.problems.length > 0) {
    const list = report.problems.map(formatProblem).join("\n");
    return {
      ok: false,
      error: { code: "invalid-registry", message: `Fix the registry before confirming anything:\n${list}` },
    };
  }
  const match = findRecord(
    report.records.map((r) => r.record),
    input.country,
  );
  if (!match.ok) {
    return {
      ok: false,
      error: { code: "unknown-country", message: match.error.message, suggestions: match.error.suggestions },
    };
  }
  const path = join(dir, `${match.record.id}.json`);
  // Start from the file itself (its key order too), so nothing but the confirmation changes.
  const current = JSON.parse(readFileSync(path, "utf8")) as CountryRecord;
  const today = (input.now?.() ?? new Date()).toISOString().slice(0, 10);
  const what = input.what?.trim() ?? describeConfirmation(current);
  const updated: CountryRecord = {
    ...current,
    status: "verified",
    checked_on: today,
    updated_on: today,
    history: [...current.history, { on: today, by, action: "confirmed", what }],
  };
  countryRecordSchema.parse(updated);
  writeFileSync(path, formatRecordJson(updated));
  return { ok: true, file: `countries/${match.record.id}.json`, record: updated };
}
