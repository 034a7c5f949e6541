import { z } from "@hono/zod-openapi";
import type { App } from "../app/app-type.ts";
import { rateLimitHeaders } from "../openapi/responses.ts";

const JsonRpcRequestSchema = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: z.union([z.string(), z.number()]).optional().openapi({ description: "Absent for a notification" }),
    method: z.string().openapi({ example: "tools/call" }),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi("McpMessage", {
    description: "A JSON-RPC 2.0 message (or a batch of them) in the Model Context Protocol",
    example: {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "get_official_portal", arguments: { country: "India" } },
    },
  });

const JsonRpcResponseSchema = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: z.union([z.string(), z.number(), z.null()]),
    result: z.record(z.string(), z.unknown()).optional().openapi({
      description:
        "For tools/call: `structuredContent` (the tool's answer) and `content` (the same as JSON text)",
    }),
    error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }).optional(),
  })
  .openapi("McpResponse", { description: "A JSON-RPC 2.0 response" });

function jsonRpcError(description: string, headers?: z.ZodObject) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema: JsonRpcResponseSchema } },
  };
}

/** Describes `POST /mcp` in the OpenAPI document next to the REST operations. */
export function describeMcp(app: App): void {
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/mcp",
    operationId: "mcp",
    summary: "Model Context Protocol endpoint (Streamable HTTP, stateless, JSON answers)",
    description:
      "Tools `get_official_portal` and `verify_entry_portal` for MCP clients, each country's record as a resource " +
      "(template `entryguard://countries/{id}`, index `entryguard://countries`) with `completion/complete` for the " +
      "country, and the prompt `check_visa_website` (url, country). No key and no `initialize` needed: " +
      "a bare `tools/call` with `Content-Type: application/json` is answered with plain JSON whatever the Accept " +
      "header. Limited per client (`MCP_PER_MINUTE`, default 60 a minute; `MCP_KEYLESS_PER_DAY`, default 1000 a day, without a key) " +
      "or by the key's plan; every answer carries the same rate-limit fields as REST, the IETF draft's " +
      "`RateLimit-Policy` and `RateLimit` (policies `mcp-minute` and `mcp-keyless-day`, or the plan's) beside " +
      "`RateLimit-Limit/Remaining/Reset`.",
    tags: ["Verify"],
    security: [],
    request: {
      body: {
        required: true,
        content: {
          "application/json": { schema: z.union([JsonRpcRequestSchema, z.array(JsonRpcRequestSchema)]) },
        },
      },
    },
    responses: {
      200: {
        description: "The JSON-RPC response (an array for a batch); tool errors are results with `isError`",
        headers: rateLimitHeaders,
        content: {
          "application/json": { schema: z.union([JsonRpcResponseSchema, z.array(JsonRpcResponseSchema)]) },
        },
      },
      202: { description: "Only notifications were sent: accepted, no body", headers: rateLimitHeaders },
      400: jsonRpcError(
        "Not JSON (-32700), not a JSON-RPC message (-32600), or an unsupported protocol version",
      ),
      401: jsonRpcError("An API key was sent but is not accepted (-31401); it is never served as keyless"),
      403: jsonRpcError(
        "The request comes from a page whose Origin is not allowed (MCP_ALLOWED_ORIGINS and the server's own origin are)",
      ),
      413: jsonRpcError("The body is too large"),
      415: jsonRpcError("The body is not application/json"),
      503: jsonRpcError(
        "An API key was sent but cannot be checked right now: the key store is unreachable (-31503); retry after `Retry-After` seconds",
        z.object({ "Retry-After": z.string().openapi({ description: "Seconds to wait", example: "1" }) }),
      ),
      429: jsonRpcError(
        "The client's MCP limit is reached (-31429)",
        rateLimitHeaders.extend({
          "Retry-After": z.string().openapi({ description: "Seconds to wait", example: "42" }),
        }),
      ),
    },
  });
}
