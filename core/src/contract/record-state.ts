import { isoDateSchema, recordStatusSchema } from "../snapshot/record-schema.ts";

/** `verified` only after a person opened the portal; every face says the same about it. */
export const recordStatusField = recordStatusSchema.describe(
  "`verified` only after a person confirmed the portal; `unverified` records may still be right.",
);

/** A registry date (YYYY-MM-DD) or null, described for the face that shows it. */
export const nullableDateField = (what: string) =>
  isoDateSchema.nullable().describe(`${what} (YYYY-MM-DD), or null.`);

/** The record's status and dates, as the country record and the verification result both carry them. */
export const recordStateShape = {
  status: recordStatusField,
  checked_on: nullableDateField("Date a person last opened and confirmed the portal"),
  updated_on: isoDateSchema.describe("Date the registry record last changed (YYYY-MM-DD)."),
  last_checked: nullableDateField("Date of the last automated reachability check"),
};
