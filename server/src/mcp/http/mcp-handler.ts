import {
  type JSONRPCMessage,
  type JSONRPCRequest,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "@modelcontextprotocol/sdk/types.js";
import type { Context } from "hono";
import type { AppDeps } from "../../app/app-deps.ts";
import { clientKey } from "../../client/client-key.ts";
import { resetSeconds } from "../../limits/rate-limit-headers.ts";
import type { RateDecision, RatePolicy } from "../../limits/rate-limiter.ts";
import { createMcpServer } from "../create-mcp-server.ts";
import { asInvalidParams } from "./invalid-params.ts";
import { JSON_RPC, type JsonRpcId, jsonRpcError } from "./json-rpc-error.ts";
import { JsonRpcTransport } from "./json-rpc-transport.ts";
import { isRequest } from "./message-kind.ts";
import { parseMessages } from "./parse-messages.ts";
import { readBodyWithin } from "./read-body.ts";

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
  const calls = Math.max(1, messages.filter(isRequest).length);
  let decision = await deps.limiter.hit(policy, client);
  for (let i = 1; i < calls && decision.allowed; i++) decision = await deps.limiter.hit(policy, client);
  return decision;
}

/** `POST /mcp`: checks the request, counts it against the client's MCP limit, lets the SDK server answer. */
export function mcpHandler(deps: AppDeps, policy: RatePolicy) {
  const transport = new JsonRpcTransport();
  // Connecting only starts the transport (a no-op), so the server is ready before the first request.
  void createMcpServer(deps).connect(transport);
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
    const version = c.req.header("mcp-protocol-version");
    if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
      return jsonRpcError(
        400,
        JSON_RPC.transport,
        `Bad Request: unsupported MCP-Protocol-Version ${version} (supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(", ")}).`,
        { id },
      );
    }

    const decision = await countCalls(deps, policy, clientKey(c, deps.config), parsed.messages);
    const limitHeaders = {
      "RateLimit-Limit": String(decision.limit),
      "RateLimit-Remaining": String(decision.remaining),
      "RateLimit-Reset": String(resetSeconds(decision)),
    };
    if (!decision.allowed) {
      const retryAfter = resetSeconds(decision);
      return jsonRpcError(
        429,
        JSON_RPC.rateLimited,
        `Rate limit reached: ${decision.limit} MCP calls per minute per client. Retry in ${retryAfter} s.`,
        {
          id,
          data: { retry_after: retryAfter, limit: decision.limit },
          headers: { ...limitHeaders, "Retry-After": String(retryAfter) },
        },
      );
    }

    // Whatever the Accept header says (curl sends */*), the answer is plain JSON: no stream is ever needed.
    const requests = parsed.messages.filter(isRequest);
    const answers = (await transport.dispatch(parsed.messages)).map((answer, i) =>
      asInvalidParams(requests[i] as JSONRPCRequest, answer),
    );
    // Only notifications or responses: accepted, nothing to answer (Streamable HTTP).
    if (answers.length === 0) return new Response(null, { status: 202, headers: limitHeaders });
    const body = Array.isArray(parsed.body) ? answers : answers[0];
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { "Content-Type": "application/json", ...limitHeaders },
    });
  };
}
