import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import type { AppDeps } from "../app/app-deps.ts";
import { registerGetOfficialPortal } from "./tools/get-official-portal.ts";
import { registerVerifyEntryPortal } from "./tools/verify-entry-portal.ts";

const INSTRUCTIONS =
  "Entryguard knows the official government portals for eVisas, electronic travel authorisations (ETA, eTA, " +
  "ESTA) and digital arrival cards. Before sending a traveller to any visa website, call get_official_portal for " +
  "the country, or verify_entry_portal for a URL the user mentions; scam sites copy these portals and charge " +
  "several times the fee.";

// Each server would otherwise build its own Ajv instance, the largest cost of a stateless request.
const sharedValidator = new AjvJsonSchemaValidator();

/** A fresh MCP server with Entryguard's tools; stateless HTTP needs one per request. */
export function createMcpServer(deps: AppDeps): McpServer {
  const server = new McpServer(
    { name: "entryguard", title: "Entryguard", version: "0.1.0" },
    { instructions: INSTRUCTIONS, jsonSchemaValidator: sharedValidator },
  );
  registerGetOfficialPortal(server, deps);
  registerVerifyEntryPortal(server, deps);
  return server;
}
