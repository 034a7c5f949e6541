import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { isJSONRPCRequest, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { Context } from "hono";
import type { AppDeps } from "../../app/app-deps.ts";
import { clientKey } from "../../client/client-key.ts";
import type { RateDecision, RatePolicy } from "../../limits/rate-limiter.ts";
import { createMcpServer } from "../create-mcp-server.ts";
import { JSON_RPC, type JsonRpcId, jsonRpcError } from "./json-rpc-error.ts";
import { parseMessages } from "./parse-messages.ts";
import { readBodyWithin } from "./read-body.ts";

// The SDK transport insists on both types in Accept; the endpoint always answers plain JSON, so a client that
// sends curl's `*/*` (or nothing) is served the same JSON instead of a 406.
const SDK_ACCEPT = "application/json, text/event-stream";

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json";
}

/** Counts every request in a batch, so batching does not multiply a client's allowance; a POST counts once at least. */
async function countCalls(
  deps: AppDeps,
  policy: RatePolicy,
  client: string,
  messages: readonly JSONRPCMessage[],
): Promise<RateDecision> {
  const calls = Math.max(1, messages.filter(isJSONRPCRequest).length);
  let decision = await deps.limiter.hit(policy, client);
  for (let i = 1; i < calls && decision.allowed; i++) decision = await deps.limiter.hit(policy, client);
  return decision;
}

/** `POST /mcp`: checks the request, counts it against the client's MCP limit, answers through the SDK. */
export function mcpHandler(deps: AppDeps, policy: RatePolicy) {
  return async function mcp(c: Context): Promise<Response> {
    if (!isJson(c.req.header("content-type"))) {
      return jsonRpcError(
        415,
        JSON_RPC.transport,
        "Unsupported Media Type: send Content-Type: application/json.",
      );
    }
    const read = await readBodyWithin(c.req.raw, deps.config.bodyLimitBytes);
    if (!read.ok) {
      return jsonRpcError(
        413,
        JSON_RPC.transport,
        `Request too large: the body must be at most ${deps.config.bodyLimitBytes} bytes.`,
      );
    }
    const parsed = parseMessages(read.text);
    if (!parsed.ok) return parsed.response;
    // A refusal echoes the id of a single request so a bare client can match it; a batch gets null.
    const single = parsed.messages.length === 1 ? (parsed.messages[0] as { id?: JsonRpcId }) : undefined;
    const id = single?.id ?? null;

    const decision = await countCalls(deps, policy, clientKey(c, deps.config), parsed.messages);
    if (!decision.allowed) {
      const retryAfter = Math.max(1, Math.ceil(decision.resetMs / 1000));
      return jsonRpcError(
        429,
        JSON_RPC.rateLimited,
        `Rate limit reached: ${decision.limit} MCP calls per minute per client. Retry in ${retryAfter} s.`,
        {
          id,
          data: { retry_after: retryAfter, limit: decision.limit },
          headers: { "Retry-After": String(retryAfter) },
        },
      );
    }

    const server = createMcpServer(deps);
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    await server.connect(transport);
    // The body is already read and parsed; only the headers are still read, so the request is passed on
    // as it is (building a new Request per call costs more than the verdict itself).
    c.req.raw.headers.set("accept", SDK_ACCEPT);
    // In JSON mode the transport answers only once every handler has replied, leaving no stream, timer or
    // pending request behind: the pair is simply dropped. (close() would build a "connection closed" error
    // per call to reject pending requests that cannot exist.)
    return transport.handleRequest(c.req.raw, { parsedBody: parsed.body });
  };
}
