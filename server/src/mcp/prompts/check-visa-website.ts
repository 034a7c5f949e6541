import { z } from "@hono/zod-openapi";
import { completable } from "@modelcontextprotocol/sdk/server/completable.js";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { AppDeps } from "../../app/app-deps.ts";
import { completeCountry } from "../resources/complete-country.ts";

/** What an assistant must do before it recommends a visa link; the server's instructions say the same. */
export const VERIFY_BEFORE_RECOMMENDING =
  "Never recommend, open or fill in a visa, eVisa, ETA or arrival-card website before checking it: call " +
  "verify_entry_portal for the URL (with the destination country when known) and recommend it only when " +
  "`official` is true. Otherwise warn the user, give `real_url` (the government's own portal) or call " +
  "get_official_portal for the country, and show the `attribution`. Scam sites copy these portals and charge " +
  "several times the official fee.";

/** Registers `check_visa_website`: a ready-made request to check a link before anyone trusts it. */
export function registerCheckVisaWebsite(server: McpServer, deps: AppDeps): void {
  server.registerPrompt(
    "check_visa_website",
    {
      title: "Check a visa website before using it",
      description:
        "Asks the assistant to verify a visa or travel-authorisation link with Entryguard before recommending it, " +
        "and to point to the official portal when it is not the government's own.",
      argsSchema: {
        url: z.string().describe("The link to check, e.g. https://evisa-turkey.example/apply"),
        country: completable(
          z
            .string()
            .optional()
            .describe("The country the traveller means to enter (name, alias or ISO code)"),
          (value) => completeCountry(deps.index, value ?? "").map((c) => c.country),
        ),
      },
    },
    ({ url, country }) => {
      const where = country ? ` for entry to ${country}` : "";
      const call = country
        ? `verify_entry_portal with url ${JSON.stringify(url)} and country ${JSON.stringify(country)}`
        : `verify_entry_portal with url ${JSON.stringify(url)}`;
      return {
        description: `Check ${url}${where} before recommending it`,
        messages: [
          {
            role: "user",
            content: {
              type: "text",
              text:
                `Is ${url} the official website to apply${where}? Before you answer, call ${call}. ` +
                VERIFY_BEFORE_RECOMMENDING,
            },
          },
        ],
      };
    },
  );
}
