// How a registry record's state is told to the traveller: who confirmed it and when.
import type { SnapshotCountry, VerificationResult } from "@entryguard/core";
import { UNVERIFIED_NOTE } from "../guard/verdict-text.ts";

type RecordState = Pick<SnapshotCountry, "status" | "checked_on" | "updated_on" | "last_checked">;

export function statusLabel(state: Pick<RecordState, "status">): string {
  return state.status === "verified" ? "Verified by a person" : `Unverified: ${UNVERIFIED_NOTE}`;
}

/** "Updated 2026-11-22 · confirmed by a person: never · automated check: never". */
export function datesLine(state: RecordState | VerificationResult): string {
  return [
    `Updated ${state.updated_on ?? "unknown"}`,
    `confirmed by a person: ${state.checked_on ?? "never"}`,
    `automated check: ${state.last_checked ?? "never"}`,
  ].join(" · ");
}
