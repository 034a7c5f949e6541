import { VERDICT_KINDS } from "@entryguard/core";
import { z } from "@hono/zod-openapi";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nullableDate = date.nullable();

export const ProblemSchema = z
  .object({
    type: z.string().openapi({ example: "https://entryguard.dev/problems/bad-parameter" }),
    title: z.string().openapi({ example: "Bad request" }),
    status: z.number().int().openapi({ example: 400 }),
    detail: z.string().openapi({ example: "The query parameter url is required." }),
    code: z.string().openapi({ description: "Stable machine-readable code", example: "bad-parameter" }),
    parameter: z.string().optional().openapi({ description: "The parameter at fault" }),
    suggestions: z
      .array(z.string())
      .optional()
      .openapi({ description: "Up to three country names you may have meant" }),
    reason: z.string().optional().openapi({ description: "Why a URL cannot be judged" }),
    retry_after: z
      .number()
      .int()
      .optional()
      .openapi({ description: "Seconds until a call is allowed again" }),
  })
  .openapi("Problem", { description: "An RFC 9457 problem (application/problem+json)" });

export const ReasonSchema = z.object({ code: z.string(), message: z.string() }).openapi("Reason");

export const VerdictSchema = z
  .object({
    kind: z.enum(VERDICT_KINDS),
    reasons: z.array(ReasonSchema),
    imitates: z.string().nullable(),
    host: z.string().nullable(),
    host_unicode: z.string().nullable(),
  })
  .openapi("Verdict");

export const AttributionSchema = z.string().openapi("Attribution", {
  description: "Credit line to show beside the result, naming the registry page the data comes from",
  example:
    "Official entry-portal data from the Entryguard registry: https://entryguard.example/countries/turkiye",
});

export const VerificationResultSchema = z
  .object({
    checked_url: z.string().openapi({ example: "https://evisa.gov.tr/" }),
    official: z.boolean(),
    country: z.string().nullable().openapi({ example: "Türkiye" }),
    iso2: z.string().nullable().openapi({ example: "TR" }),
    real_url: z.string().nullable().openapi({ example: "https://www.evisa.gov.tr/en/" }),
    warning: z.string().nullable(),
    status: z.enum(["verified", "unverified"]).nullable(),
    checked_on: nullableDate,
    updated_on: nullableDate,
    last_checked: nullableDate,
    verdict: VerdictSchema,
    source: z.string().nullable().openapi({ description: "The registry page of the country, if any" }),
    attribution: AttributionSchema.optional().openapi({ description: "Present on keyless responses" }),
  })
  .openapi("VerificationResult");

export const PortalSchema = z
  .object({
    url: z.string(),
    kind: z.enum(["evisa", "eta", "arrival-card", "other"]),
    name: z.string(),
    hosts: z.array(z.string()),
    sources: z.array(z.string()),
  })
  .openapi("Portal");

export const CountrySchema = z
  .object({
    id: z.string().openapi({ example: "turkey" }),
    country: z.string().openapi({ example: "Türkiye" }),
    flag: z.string().openapi({ example: "🇹🇷" }),
    iso2: z.string().openapi({ example: "TR" }),
    official_url: z.string().nullable(),
    all_official_urls: z.array(z.string()),
    status: z.enum(["verified", "unverified"]),
    checked_on: nullableDate,
    updated_on: date,
    last_checked: nullableDate,
    portals: z.array(PortalSchema),
    source: z.string().openapi({ description: "The country's registry page" }),
  })
  .openapi("Country");

export const CountryListSchema = z
  .object({ total: z.number().int(), countries: z.array(CountrySchema) })
  .openapi("CountryList");

export const HealthSchema = z
  .object({
    ok: z.boolean(),
    registry: z.string().openapi({ description: "Version of the registry snapshot served" }),
    limits: z.string().openapi({ description: "Rate-limit store: memory, redis, or local-fallback" }),
  })
  .openapi("Health");
