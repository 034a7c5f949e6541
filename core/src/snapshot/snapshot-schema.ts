import { z } from "zod";
import { countryRecordSchema, isoDateSchema } from "./record-schema.ts";

/** A record as the snapshot carries it: enriched with names, demonyms and flag from the country dataset. */
export const snapshotCountrySchema = countryRecordSchema.safeExtend({
  flag: z.string(),
  /** Every name people use: dataset common/official/alternative names plus the record's aliases. */
  names: z.array(z.string()),
  demonyms: z.array(z.string()),
  /** Date of the last automated check of the portals (from `registry check`), or null. */
  last_checked: isoDateSchema.nullable(),
});

export const snapshotSchema = z.object({
  version: z.string().min(1),
  hash: z.string().min(1),
  countries: z.array(snapshotCountrySchema),
});

export type SnapshotCountry = z.infer<typeof snapshotCountrySchema>;
export type Snapshot = z.infer<typeof snapshotSchema>;
