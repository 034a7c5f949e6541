import { findCountry, type SnapshotCountry } from "@entryguard/core";
import { z } from "@hono/zod-openapi";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AppDeps } from "../../app/app-deps.ts";
import { attribution } from "../../country/attribution.ts";
import { countryView } from "../../country/country-record.ts";
import { countryOutputSchema } from "./output-schemas.ts";
import { unknownCountryText } from "./recovery-text.ts";
import { jsonResult, toolError } from "./tool-result.ts";

const inputSchema = z.object({
  country: z
    .string()
    .describe(
      'The country or territory: a name in English ("Turkey", "Türkiye", "United Kingdom"), a common alias ' +
        '("UK", "USA"), the registry slug ("sri-lanka") or the ISO 3166-1 alpha-2 code ("IN"). Case and accents do not matter.',
    ),
});

/** Registers `get_official_portal`: where a country's real eVisa/ETA/arrival-card portal is. */
export function registerGetOfficialPortal(server: McpServer, deps: AppDeps): void {
  // A record only changes with the registry (a new index, a new server): each answer is built once.
  const answers = new WeakMap<SnapshotCountry, CallToolResult>();
  server.registerTool(
    "get_official_portal",
    {
      title: "Find a country's official entry portal",
      description:
        "Look up the official government website where travellers apply for a country's eVisa, electronic travel " +
        "authorisation (ETA/eTA/ESTA) or digital arrival card. Call it whenever a user asks where to apply for a " +
        "visa or travel authorisation online, before recommending any website. `official_url` is the portal to give " +
        "the user (null means the country has no online entry authorisation: any site selling one is not official); " +
        "`all_official_urls` lists every official portal of the country. `status` is `unverified` until a person " +
        "confirmed the record; say so when it matters. Show `attribution` with the answer.",
      inputSchema,
      outputSchema: countryOutputSchema,
      annotations: {
        title: "Find a country's official entry portal",
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    async ({ country }) => {
      const match = findCountry(deps.index.lookup, country);
      if (!match.ok) return toolError(unknownCountryText(match.error));
      const found = match.country;
      let answer = answers.get(found);
      if (!answer) {
        answer = jsonResult({
          ...countryView(found, deps.config),
          attribution: attribution(deps.config, found.id),
        });
        answers.set(found, answer);
      }
      return answer;
    },
  );
}
