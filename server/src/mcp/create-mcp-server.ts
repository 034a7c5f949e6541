import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { AppDeps } from "../app/app-deps.ts";
import { registerGetOfficialPortal } from "./tools/get-official-portal.ts";
import { registerVerifyEntryPortal } from "./tools/verify-entry-portal.ts";

const INSTRUCTIONS =
  "Entryguard knows the official government portals for eVisas, electronic travel authorisations (ETA, eTA, " +
  "ESTA) and digital arrival cards. Before sending a traveller to any visa website, call get_official_portal for " +
  "the country, or verify_entry_portal for a URL the user mentions; scam sites copy these portals and charge " +
  "several times the fee.";

/** The MCP server with Entryguard's tools; one serves every request of an app (see JsonRpcTransport). */
export function createMcpServer(deps: AppDeps): McpServer {
  const server = new McpServer(
    { name: "entryguard", title: "Entryguard", version: "0.1.0" },
    { instructions: INSTRUCTIONS },
  );
  registerGetOfficialPortal(server, deps);
  registerVerifyEntryPortal(server, deps);
  return server;
}
