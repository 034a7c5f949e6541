import { z } from "zod";
import { portalKindSchema } from "../snapshot/record-schema.ts";
import { recordStateShape } from "./record-state.ts";

export const portalViewSchema = z
  .object({
    url: z.string().describe("Where travellers apply."),
    kind: portalKindSchema.describe("evisa, eta, arrival-card or other."),
    name: z.string().describe("The name the government uses for the portal."),
    hosts: z.array(z.string()).describe("Hosts (with their subdomains) that belong to the portal."),
    sources: z.array(z.string()).describe("Government pages that name the portal."),
  })
  .meta({ id: "Portal", description: "One official portal of a country." });

/** The country record every face returns (REST `/v1/country`, `/v1/countries`, MCP tool and resources). */
export const countryViewSchema = z
  .object({
    id: z.string().describe("Registry slug of the country.").meta({ example: "turkey" }),
    country: z.string().describe("Country or territory name.").meta({ example: "Türkiye" }),
    flag: z.string().describe("The country's flag emoji.").meta({ example: "🇹🇷" }),
    iso2: z.string().describe("ISO 3166-1 alpha-2 code.").meta({ example: "TR" }),
    official_url: z
      .string()
      .nullable()
      .describe("The official entry-authorisation portal; null when the country has none online."),
    all_official_urls: z
      .array(z.string())
      .describe("Every official portal of the country (eVisa, ETA, arrival card)."),
    ...recordStateShape,
    portals: z.array(portalViewSchema).describe("The official portals, with the pages that name them."),
    source: z.string().describe("Public registry page of this country."),
    attribution: z
      .string()
      .optional()
      .describe("Credit line naming the registry page; present on MCP answers. Show it with the answer."),
  })
  .meta({ id: "Country", description: "A country's official entry-authorisation portals." });

/** `GET /v1/countries`: every record. */
export const countryListSchema = z
  .object({
    total: z.number().int().describe("How many records follow."),
    countries: z.array(countryViewSchema).describe("Every country and territory in the registry."),
  })
  .meta({ id: "CountryList", description: "Every record in the registry." });
