import { countryQueryRefusal, type VerificationResult } from "@entryguard/core";
import { z } from "@hono/zod-openapi";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AppDeps } from "../../app/app-deps.ts";
import { attribution } from "../../country/attribution.ts";
import { countryByIso2 } from "../../country/country-id.ts";
import { registryPageUrl } from "../../country/country-record.ts";
import { cachedVerify } from "../../verify/verify-cache.ts";
import { verifyOutputSchema } from "./output-schemas.ts";
import { unjudgeableUrlText, unknownCountryText } from "./recovery-text.ts";
import { jsonResult, toolError } from "./tool-result.ts";

const inputSchema = z.object({
  url: z
    .string()
    .describe(
      'The address to check: a full URL ("https://evisa-turkey.example/apply") or a bare domain ("evisa.gov.tr").',
    ),
  country: z
    .string()
    .optional()
    .describe(
      "Optional: the country the traveller means to enter (name, alias, slug or ISO2). With it, a real portal of " +
        "another country is reported as not official for this one, and `real_url` is this country's portal.",
    ),
});

// Core's verdict, remembered for recent inputs exactly as GET /v1/verify remembers it.
const verifyCached = cachedVerify();

/** Registers `verify_entry_portal`: core's one verdict on a URL, as GET /v1/verify gives it. */
export function registerVerifyEntryPortal(server: McpServer, deps: AppDeps): void {
  // The cache hands back the same outcome for a repeated input, so its answer is built and serialised once.
  const answers = new WeakMap<VerificationResult, CallToolResult>();
  server.registerTool(
    "verify_entry_portal",
    {
      title: "Check whether a website is an official entry portal",
      description:
        "Check whether a URL is a government's official eVisa, ETA/eTA/ESTA or arrival-card portal, or a lookalike " +
        "or unofficial visa site. Call it before telling a user to enter passport or payment details on a site, or " +
        "when they ask whether a visa website is legitimate. `official` is true only for the real portal. When it " +
        "is false, tell the user `warning` and point them to `real_url` (null means the country has no online " +
        "entry authorisation). `verdict.kind` says why: lookalike (imitates the portal's domain), impersonation " +
        "(a visa-themed site for that country), unrelated. Show `attribution` with the answer.",
      inputSchema,
      outputSchema: verifyOutputSchema,
      annotations: {
        title: "Check whether a website is an official entry portal",
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    async ({ url, country }) => {
      // Refused before the cache, as GET /v1/verify refuses it: junk never takes a cache slot.
      const refusal = country === undefined ? undefined : countryQueryRefusal(country);
      if (refusal !== undefined) return toolError(`${refusal} Call the tool again with the country's name.`);
      const outcome = verifyCached(deps.index, url, country);
      if (!outcome.ok) return toolError(unknownCountryText(outcome.error));
      const { result } = outcome;
      if (result.verdict.kind === "invalid") return toolError(unjudgeableUrlText(result.warning ?? ""));
      const known = answers.get(result);
      if (known) return known;
      // The same source and attribution GET /v1/verify gives a keyless caller.
      const record = countryByIso2(deps.index, result.iso2);
      const answer = jsonResult({
        ...result,
        source: record ? registryPageUrl(deps.config, record.id) : null,
        attribution: attribution(deps.config, record?.id ?? null),
      });
      answers.set(result, answer);
      return answer;
    },
  );
}
