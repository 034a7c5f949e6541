import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { AppDeps } from "../app/app-deps.ts";
import { registerCheckVisaWebsite, VERIFY_BEFORE_RECOMMENDING } from "./prompts/check-visa-website.ts";
import { registerCountryResources } from "./resources/country-resources.ts";
import { registerGetOfficialPortal } from "./tools/get-official-portal.ts";
import { registerVerifyEntryPortal } from "./tools/verify-entry-portal.ts";

const INSTRUCTIONS =
  "Entryguard knows the official government portals for eVisas, electronic travel authorisations (ETA, eTA, " +
  "ESTA) and digital arrival cards. " +
  VERIFY_BEFORE_RECOMMENDING +
  " Each country's record is also a resource (entryguard://countries/{id}; the index is entryguard://countries), " +
  "and the prompt check_visa_website asks for this check.";

/** The MCP server with Entryguard's tools, resources and prompt; one serves every request of an app (see JsonRpcTransport). */
export function createMcpServer(deps: AppDeps): McpServer {
  const server = new McpServer(
    { name: "entryguard", title: "Entryguard", version: "0.1.0" },
    { instructions: INSTRUCTIONS },
  );
  registerGetOfficialPortal(server, deps);
  registerVerifyEntryPortal(server, deps);
  registerCountryResources(server, deps);
  registerCheckVisaWebsite(server, deps);
  return server;
}
