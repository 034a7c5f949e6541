import type { SnapshotCountry } from "@entryguard/core";
import { type McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError, type ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import type { AppDeps } from "../../app/app-deps.ts";
import { countryView } from "../../country/country-record.ts";
import { completeCountry } from "./complete-country.ts";

/** The URI of a country's record. */
export const countryUri = (id: string) => `entryguard://countries/${id}`;
/** The URI of the registry index. */
export const REGISTRY_INDEX_URI = "entryguard://countries";

/** The MCP specification's code for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;

const json = (uri: string, value: unknown): ReadResourceResult => ({
  contents: [{ uri, mimeType: "application/json", text: JSON.stringify(value) }],
});

/**
 * Registers the registry as resources: the index (`entryguard://countries`) and each country's record
 * through the template `entryguard://countries/{id}`, whose `id` completes from names, aliases and ISO codes.
 */
export function registerCountryResources(server: McpServer, deps: AppDeps): void {
  const { snapshot } = deps.index;
  const byId = new Map<string, SnapshotCountry>(snapshot.countries.map((c) => [c.id, c]));
  let index: ReadResourceResult | undefined;

  server.registerResource(
    "registry-index",
    REGISTRY_INDEX_URI,
    {
      title: "Entryguard registry index",
      description:
        "Every country and territory in the registry with its official entry-portal URL (null: no online entry " +
        "authorisation) and the URI of its full record.",
      mimeType: "application/json",
    },
    (uri) => {
      index ??= json(uri.href, {
        version: snapshot.version,
        total: snapshot.countries.length,
        countries: snapshot.countries.map((c) => ({
          id: c.id,
          country: c.country,
          iso2: c.iso2,
          official_url: c.official_url,
          status: c.status,
          uri: countryUri(c.id),
        })),
      });
      return index;
    },
  );

  server.registerResource(
    "country",
    new ResourceTemplate(countryUri("{id}"), {
      list: () => ({
        resources: snapshot.countries.map((c) => ({
          uri: countryUri(c.id),
          name: c.id,
          title: `${c.country}: official entry portals`,
          mimeType: "application/json",
        })),
      }),
      complete: { id: (value) => completeCountry(deps.index, value).map((c) => c.id) },
    }),
    {
      title: "A country's official entry portals",
      description:
        "One country's registry record: its official eVisa, ETA and arrival-card portals, the government pages " +
        "that name them, and the record's status. `id` is the registry slug (e.g. sri-lanka).",
      mimeType: "application/json",
    },
    (uri, { id }) => {
      const country = typeof id === "string" ? byId.get(id) : undefined;
      if (!country) {
        const asked = String(id);
        const guesses = completeCountry(deps.index, asked)
          .slice(0, 3)
          .map((c) => countryUri(c.id));
        const hint = guesses.length > 0 ? ` Did you mean ${guesses.join(", ")}?` : "";
        throw new McpError(RESOURCE_NOT_FOUND, `No country record at ${uri.href}.${hint}`, { uri: uri.href });
      }
      return json(uri.href, countryView(country, deps.config));
    },
  );
}
