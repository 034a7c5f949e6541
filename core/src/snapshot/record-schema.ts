import { z } from "zod";

/** Lowercase ASCII hostname (IDN as punycode), at least two labels, no trailing dot. */
export const hostSchema = z
  .string()
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/,
    "must be a lowercase ASCII hostname such as evisa.gov.tr (punycode for IDN, no scheme, no trailing dot)",
  );

/** Whether the value is an absolute URL with one of these schemes. */
function isUrlWith(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const httpsUrlSchema = z
  .string()
  .refine((v) => isUrlWith(v, ["https:"]), "must be an absolute https:// URL");

/**
 * A provenance link that may be plain http: some pages that name a fake survive only at an http address. It
 * is only ever cited, never offered as a place to apply, so it is used for known-unofficial sources alone.
 */
export const provenanceUrlSchema = z
  .string()
  .refine((v) => isUrlWith(v, ["https:", "http:"]), "must be an absolute http:// or https:// URL");

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD");

export const portalKindSchema = z.enum(["evisa", "eta", "arrival-card", "other"]);

export const portalSchema = z
  .object({
    url: httpsUrlSchema,
    kind: portalKindSchema,
    /** The name the government uses for it. */
    name: z.string().min(1),
    /** Hosts that belong to the portal (each with its subdomains); defaults to the URL's host. */
    hosts: z.array(hostSchema).min(1).optional(),
    /** Government pages that name the portal. */
    sources: z.array(httpsUrlSchema).min(1, "every portal needs at least one source"),
    /**
     * Set on a portal that several records list identically: the id of the record that owns it (ESTA,
     * listed by Guam too, is `united-states`), or a group key when no single country owns it (`etias`).
     */
    shared_by: z.string().min(1).optional(),
    /**
     * Programme names and acronyms travellers and scammers use for it (ESTA, ETIAS, K-ETA, TDAC), each with
     * a public page that uses the name. Detection takes its programme words from here.
     */
    programmes: z.array(z.object({ name: z.string().min(2), source: httpsUrlSchema }).strict()).optional(),
  })
  .strict();

export const formerHostSchema = z
  .object({
    host: hostSchema,
    note: z.string().min(1).optional(),
    /** A public page that says the portal was there (or moved). */
    source: httpsUrlSchema.optional(),
  })
  .strict();

/**
 * What kind of body named a known-unofficial host, strongest first: a government (ministry, immigration
 * authority, embassy or consulate, also when the press reports its warning), a regulator (advertising or
 * consumer-protection authority with powers, e.g. the UK ASA), a parliament (a member's question or a
 * committee report), a consumer body (a consumers' association or watchdog without powers), the press (a
 * newspaper naming the host on its own account), or a blocklist. Counts for "named by a government or
 * regulator" rest on it; where the page leaves it unclear, the weaker kind is recorded.
 */
export const namedByKindSchema = z.enum([
  "government",
  "regulator",
  "parliament",
  "consumer-body",
  "press",
  "blocklist",
]);

/** A host a government, regulator, parliament, consumer body or the press named as unofficial, with the page. */
export const knownUnofficialSchema = z
  .object({
    host: hostSchema,
    /** The page that names the host; http is allowed here only, where no https copy of that page exists. */
    source: provenanceUrlSchema,
    named_by: z.string().min(1),
    named_by_kind: namedByKindSchema,
    /** Date of the page that named it (YYYY-MM-DD), or null where the page carries no date. */
    named_on: isoDateSchema.nullable().optional(),
  })
  .strict();

export const partnerRoleSchema = z.enum(["visa-application-centre", "appointment-system", "contractor"]);

/**
 * A government-appointed contractor (visa application centre, appointment system): not the portal, not a
 * fake. Its host and subdomains get the `partner` verdict, never a warning.
 */
export const partnerSchema = z
  .object({
    host: hostSchema,
    /** The contractor's name and service, e.g. "VFS Global (visa application centres)". */
    name: z.string().min(1),
    role: partnerRoleSchema,
    /** The government or body that names it, e.g. "UK Visas and Immigration". */
    named_by: z.string().min(1),
    source: httpsUrlSchema,
  })
  .strict();

/**
 * A host a government source names as the portal that could not be confirmed here: no official mark and
 * no warning; the verdict says who named it.
 */
export const unconfirmedHostSchema = z
  .object({
    host: hostSchema,
    named_by: z.string().min(1),
    source: httpsUrlSchema,
    note: z.string().min(1).optional(),
  })
  .strict();

export const historyEntrySchema = z
  .object({
    on: isoDateSchema,
    by: z.string().min(1),
    action: z.literal("confirmed"),
    what: z.string().min(1),
  })
  .strict();

export const recordStatusSchema = z.enum(["verified", "unverified"]);

export const countryRecordSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug such as sri-lanka"),
    country: z.string().min(1),
    iso2: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code in capitals"),
    aliases: z.array(z.string().min(1)),
    portals: z.array(portalSchema),
    official_url: httpsUrlSchema.nullable(),
    former_hosts: z.array(formerHostSchema),
    known_unofficial: z.array(knownUnofficialSchema),
    /** Government-appointed contractors (optional; empty when none is sourced). */
    partners: z.array(partnerSchema).optional(),
    /** Hosts named by a government source but not confirmed (optional). */
    unconfirmed: z.array(unconfirmedHostSchema).optional(),
    status: recordStatusSchema,
    checked_on: isoDateSchema.nullable(),
    updated_on: isoDateSchema,
    notes: z.string(),
    history: z.array(historyEntrySchema),
  })
  .strict()
  .superRefine((record, ctx) => {
    const urls = record.portals.map((p) => p.url);
    if (record.official_url !== null && !urls.includes(record.official_url)) {
      ctx.addIssue({
        code: "custom",
        path: ["official_url"],
        message: "must be the url of one of the portals",
      });
    }
    if (record.official_url === null && record.portals.length > 0) {
      ctx.addIssue({ code: "custom", path: ["official_url"], message: "must name the primary portal's url" });
    }
    if (record.status === "verified" && record.checked_on === null) {
      ctx.addIssue({
        code: "custom",
        path: ["checked_on"],
        message: "a verified record needs the date a person checked it",
      });
    }
  });

export type PortalKind = z.infer<typeof portalKindSchema>;
export type Portal = z.infer<typeof portalSchema>;
export type CountryRecord = z.infer<typeof countryRecordSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type UnconfirmedHost = z.infer<typeof unconfirmedHostSchema>;
export type FormerHost = z.infer<typeof formerHostSchema>;
export type KnownUnofficial = z.infer<typeof knownUnofficialSchema>;
export type NamedByKind = z.infer<typeof namedByKindSchema>;
