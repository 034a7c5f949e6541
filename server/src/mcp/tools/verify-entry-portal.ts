import { countryQueryRefusal, type VerifyAnswer } from "@entryguard/core";
import { z } from "@hono/zod-openapi";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AppDeps } from "../../app/app-deps.ts";
import { verifyAnswers } from "../../verify/verify-answer.ts";
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

/** Registers `verify_entry_portal`: core's one verdict on a URL, as GET /v1/verify gives it. */
export function registerVerifyEntryPortal(server: McpServer, deps: AppDeps): void {
  // The shared answer (one cache with REST and the pages) comes back as the same object for a repeated
  // input, so its tool result is built and serialised once.
  const answers = verifyAnswers(deps);
  const results = new WeakMap<VerifyAnswer, CallToolResult>();
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
      // Answered as to a keyless caller: the attribution is part of the tool's documented output.
      const outcome = answers(url, country, true);
      if (outcome.kind === "unknown-country") return toolError(unknownCountryText(outcome.error));
      if (outcome.kind === "unjudgeable-url")
        return toolError(unjudgeableUrlText(outcome.result.warning ?? ""));
      let answer = results.get(outcome.answer);
      if (!answer) {
        answer = jsonResult(outcome.answer);
        results.set(outcome.answer, answer);
      }
      return answer;
    },
  );
}
