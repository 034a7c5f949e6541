// How a registry record's state is told to the traveller: who confirmed it and when.
import type { SnapshotCountry, VerificationResult } from "@entryguard/core";
import { t } from "../i18n/translate.ts";

type RecordState = Pick<SnapshotCountry, "status" | "checked_on" | "updated_on" | "last_checked">;

export function statusLabel(state: Pick<RecordState, "status">): string {
  return state.status === "verified" ? t("statusVerified") : t("statusUnverified");
}

/** "Updated 2026-11-22 · confirmed by a person: never · automated check: never". */
export function datesLine(state: RecordState | VerificationResult): string {
  return [
    t("datesUpdated", state.updated_on ?? t("dateUnknown")),
    t("datesConfirmed", state.checked_on ?? t("dateNever")),
    t("datesChecked", state.last_checked ?? t("dateNever")),
  ].join(" · ");
}
