import { existsSync, readFileSync } from "node:fs";
import { checksFile } from "../paths.ts";

/** One portal's result in the generated checks file (written by `registry check`). */
export interface PortalCheck {
  readonly country: string;
  readonly url: string;
  /** Date of the check, YYYY-MM-DD. */
  readonly checked_on: string;
  readonly ok: boolean;
}

/** country id → date of its latest automated check. Missing file → no dates. */
export function readLastChecked(file: string = checksFile): Map<string, string> {
  const dates = new Map<string, string>();
  if (!existsSync(file)) return dates;
  const data = JSON.parse(readFileSync(file, "utf8")) as { results?: PortalCheck[] };
  for (const r of data.results ?? []) {
    const seen = dates.get(r.country);
    if (seen === undefined || r.checked_on > seen) dates.set(r.country, r.checked_on);
  }
  return dates;
}
