import type { AppDeps } from "../app/app-deps.ts";
import type { App } from "../app/app-type.ts";
import { JSON_RPC, jsonRpcError } from "./http/json-rpc-error.ts";
import { mcpHandler } from "./http/mcp-handler.ts";
import { mcpOrigin } from "./http/mcp-origin.ts";
import { ownOrigins } from "./http/own-origins.ts";
import { describeMcp } from "./mcp-openapi.ts";
import { loadMcpOptions, type McpOptions } from "./mcp-options.ts";

/**
 * Mounts `POST /mcp`: a stateless MCP server (Streamable HTTP, JSON responses) with Entryguard's tools. It
 * needs no key: each keyless client has its own MCP limits (a minute and a day) in the shared rate-limit
 * store; a caller with an API key uses its plan's.
 */
export function registerMcp(app: App, deps: AppDeps, options: McpOptions = loadMcpOptions()): void {
  const { windows } = deps.config;
  const keyless = [
    { name: "mcp-minute", limit: options.perMinute, windowMs: windows.minuteMs },
    { name: "mcp-keyless-day", limit: options.keylessPerDay, windowMs: windows.dayMs },
  ];
  // The server's own pages may call it, and whichever origins MCP_ALLOWED_ORIGINS names.
  const origins = new Set([...ownOrigins(deps.config.publicBaseUrl), ...options.allowedOrigins]);
  app.use("/mcp", mcpOrigin(origins));
  app.post("/mcp", mcpHandler(deps, keyless));
  describeMcp(app);
  // Stateless: there is no SSE stream to GET and no session to DELETE.
  app.all("/mcp", () =>
    jsonRpcError(405, JSON_RPC.transport, "Method Not Allowed: this MCP endpoint accepts POST only.", {
      headers: { Allow: "POST" },
    }),
  );
}
