/** A snapshot as far as ordering goes: its version, and when it was signed (null for the bundled one). */
export interface SnapshotStamp {
  readonly version: string;
  readonly signed_at: string | null;
}

/** The date a version starts with: the newest `updated_on` of its records. */
export function versionDate(version: string): string {
  return version.split(".")[0] ?? version;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when `candidate` may replace `current`. Newer means a later record date; on the same date, a later
 * signature than the current signed one. A bundled snapshot (never signed) is only replaced by a later
 * date, so a signed snapshot built before the release cannot roll the data back.
 */
export function isNewerSnapshot(candidate: SnapshotStamp, current: SnapshotStamp): boolean {
  if (candidate.version === current.version) return false;
  const a = versionDate(candidate.version);
  const b = versionDate(current.version);
  if (!DATE.test(a) || !DATE.test(b)) return false;
  if (a !== b) return a > b;
  if (current.signed_at === null || candidate.signed_at === null) return false;
  return Date.parse(candidate.signed_at) > Date.parse(current.signed_at);
}
