import { VERDICT_KINDS } from "@entryguard/core";
import { z } from "@hono/zod-openapi";

// Loose objects: a field the verdict gains later must not make clients reject every answer
// (the SDK client validates structuredContent against these schemas with JSON Schema).

const nullableDate = (what: string) => z.string().nullable().describe(`${what} (YYYY-MM-DD), or null.`);

/** How to credit the registry when showing a result. */
export const attributionSchema = z
  .string()
  .describe("Credit line naming the registry page the data comes from; show it with the answer.");

export const recordStateShape = {
  status: z
    .enum(["verified", "unverified"])
    .describe(
      "`verified` only after a person confirmed the portal; `unverified` records may still be right.",
    ),
  checked_on: nullableDate("Date a person last opened and confirmed the portal"),
  updated_on: z.string().describe("Date the registry record last changed (YYYY-MM-DD)."),
  last_checked: nullableDate("Date of the last automated reachability check"),
};

const reasonSchema = z.looseObject({
  code: z
    .string()
    .describe("Machine-readable reason, e.g. edit-distance, confusable, tld-swap, official-host."),
  message: z.string().describe("The reason as a sentence for the traveller."),
});

const verdictSchema = z.looseObject({
  kind: z
    .enum(VERDICT_KINDS)
    .describe(
      "official: the real portal. lookalike: imitates a portal domain (typo, homoglyph, swapped TLD). " +
        "impersonation: a visa-themed site for a country that is not the portal. visa-service: a private visa service " +
        "naming no country. partner: a government-appointed contractor. unconfirmed: named by a government source, " +
        "not confirmed. unrelated: nothing in the registry relates to it.",
    ),
  reasons: z.array(reasonSchema),
  imitates: z.string().nullable().describe("The official host a lookalike imitates, else null."),
  host: z.string().nullable().describe("The host a browser would connect to (ASCII/punycode)."),
  host_unicode: z.string().nullable().describe("The same host in Unicode, as the traveller sees it."),
});

/** `verify_entry_portal`: the verification result of GET /v1/verify, plus source and attribution. */
export const verifyOutputSchema = z.looseObject({
  checked_url: z.string().describe("The normalised URL a browser would open."),
  official: z
    .boolean()
    .describe("True only when this is the official portal (of the asked country, if one was given)."),
  country: z.string().nullable().describe("The country the answer is about, or null."),
  iso2: z.string().nullable().describe("ISO 3166-1 alpha-2 code of that country, or null."),
  real_url: z
    .string()
    .nullable()
    .describe("The official portal to use instead; null when the country has no online entry authorisation."),
  warning: z
    .string()
    .nullable()
    .describe("A plain sentence for the traveller when the site is not official."),
  status: recordStateShape.status.nullable(),
  checked_on: recordStateShape.checked_on,
  updated_on: z.string().nullable().describe("Date the registry record last changed, or null."),
  last_checked: recordStateShape.last_checked,
  verdict: verdictSchema,
  source: z
    .string()
    .nullable()
    .describe("Public registry page of the country this answer is about, or null."),
  attribution: attributionSchema,
});

const portalSchema = z.looseObject({
  url: z.string(),
  kind: z.enum(["evisa", "eta", "arrival-card", "other"]),
  name: z.string().describe("The name the government uses for the portal."),
  hosts: z.array(z.string()).describe("Hosts (with their subdomains) that belong to the portal."),
  sources: z.array(z.string()).describe("Government pages that name the portal."),
});

/** `get_official_portal`: the country record of GET /v1/country/{name}, plus attribution. */
export const countryOutputSchema = z.looseObject({
  id: z.string().describe("Registry slug of the country."),
  country: z.string().describe("Country or territory name."),
  flag: z.string(),
  iso2: z.string().describe("ISO 3166-1 alpha-2 code."),
  official_url: z
    .string()
    .nullable()
    .describe("The official entry-authorisation portal; null when the country has none online."),
  all_official_urls: z
    .array(z.string())
    .describe("Every official portal of the country (eVisa, ETA, arrival card)."),
  ...recordStateShape,
  portals: z.array(portalSchema),
  source: z.string().describe("Public registry page of this country."),
  attribution: attributionSchema,
});
