import type { Snapshot } from "@entryguard/core";
import { readLastChecked } from "../checks/read-checks.ts";
import { readRecordFiles } from "../records/read-records.ts";
import { formatProblem } from "../validate/problem.ts";
import { validateRecords } from "../validate/validate-records.ts";
import { buildSnapshot } from "./build-snapshot.ts";

/** Thrown when the records do not validate; lists every problem. */
export class InvalidRegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`The registry has ${problems.length} problem(s):\n${problems.join("\n")}`);
    this.name = "InvalidRegistryError";
  }
}

let cached: Snapshot | undefined;

/** Reads, validates and builds the registry from its record files (once per process). */
export function loadSnapshot(): Snapshot {
  if (cached) return cached;
  const report = validateRecords(readRecordFiles());
  if (report.problems.length > 0) throw new InvalidRegistryError(report.problems.map(formatProblem));
  cached = buildSnapshot(
    report.records.map((r) => r.record),
    readLastChecked(),
  );
  return cached;
}
