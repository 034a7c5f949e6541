import { checksFile } from "../paths.ts";
import { type PortalCheck, readChecksFile } from "./checks-file.ts";

export type { PortalCheck } from "./checks-file.ts";

/** The date a result last passed: `last_ok_on`, or its own date for files written before that field. */
function lastPassed(r: PortalCheck): string | null {
  return r.last_ok_on ?? (r.ok ? r.checked_on : null);
}

/**
 * country id → date an automated check last found one of its portals healthy. A failed run (no network,
 * portal down) never sets a date, so `last_checked` cannot claim a check that did not pass.
 */
export function readLastChecked(file: string = checksFile): Map<string, string> {
  const dates = new Map<string, string>();
  for (const r of readChecksFile(file).results) {
    const passed = lastPassed(r);
    if (passed === null) continue;
    const seen = dates.get(r.country);
    if (seen === undefined || passed > seen) dates.set(r.country, passed);
  }
  return dates;
}
