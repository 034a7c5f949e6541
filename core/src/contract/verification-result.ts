import { z } from "zod";
import { nullableDateField, recordStateShape, recordStatusField } from "./record-state.ts";
import { verdictSchema } from "./verdict.ts";

/** The credit line keyless callers show beside an answer. */
export const attributionSchema = z
  .string()
  .describe(
    "Credit line naming the registry page the data comes from; show it with the answer. Present on keyless answers.",
  )
  .meta({
    example:
      "Official entry-portal data from the Entryguard registry: https://entryguard.example/countries/turkiye",
  });

/** The documented verification result core's verdict produces (before a face adds its links). */
export const verificationResultSchema = z
  .object({
    checked_url: z
      .string()
      .describe("The normalised URL a browser would open.")
      .meta({ example: "https://evisa.gov.tr/" }),
    official: z
      .boolean()
      .describe("True only when this is the official portal (of the asked country, if one was given)."),
    country: z
      .string()
      .nullable()
      .describe("The country the answer is about, or null.")
      .meta({ example: "Türkiye" }),
    iso2: z
      .string()
      .nullable()
      .describe("ISO 3166-1 alpha-2 code of that country, or null.")
      .meta({ example: "TR" }),
    real_url: z
      .string()
      .nullable()
      .describe(
        "The official portal to use instead; null when the country has no online entry authorisation.",
      )
      .meta({ example: "https://www.evisa.gov.tr/en/" }),
    warning: z
      .string()
      .nullable()
      .describe("A plain sentence for the traveller when the site is not official, else null."),
    status: recordStatusField.nullable(),
    checked_on: recordStateShape.checked_on,
    updated_on: nullableDateField("Date the registry record last changed"),
    last_checked: recordStateShape.last_checked,
    verdict: verdictSchema,
  })
  .meta({ id: "CoreVerificationResult", description: "Core's verdict on a URL." });

/** The answer every face gives (REST, batch items, MCP, pages): the result plus its registry page. */
export const verifyAnswerSchema = verificationResultSchema
  .extend({
    source: z
      .string()
      .nullable()
      .describe("Public registry page of the country this answer is about, or null.")
      .meta({ example: "https://entryguard.example/countries/turkiye" }),
    attribution: attributionSchema.optional(),
  })
  .meta({
    id: "VerificationResult",
    description:
      "Whether a URL is the official entry-authorisation portal, and if not, where the real one is.",
  });
