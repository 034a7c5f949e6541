import { type JSONRPCRequest, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import type { Context } from "hono";
import type { AppDeps } from "../../app/app-deps.ts";
import type { RatePolicy } from "../../limits/rate-limiter.ts";
import { createMcpServer } from "../create-mcp-server.ts";
import { asInvalidParams } from "./invalid-params.ts";
import { JSON_RPC, type JsonRpcId, jsonRpcError } from "./json-rpc-error.ts";
import { JsonRpcTransport } from "./json-rpc-transport.ts";
import { admitMcp } from "./mcp-admission.ts";
import { isRequest } from "./message-kind.ts";
import { parseMessages } from "./parse-messages.ts";
import { readBodyWithin } from "./read-body.ts";

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json";
}

/** `POST /mcp`: checks the request, counts it against the client's MCP limit, lets the SDK server answer. */
export function mcpHandler(deps: AppDeps, keyless: readonly RatePolicy[]) {
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

    const requests = parsed.messages.filter(isRequest);
    // Every request of a batch counts, so batching does not multiply an allowance; a POST counts once at least.
    const admission = await admitMcp(c, deps, keyless, Math.max(1, requests.length), id);
    if (!admission.ok) return admission.response;
    const limitHeaders = admission.headers;

    // Whatever the Accept header says (curl sends */*), the answer is plain JSON: no stream is ever needed.
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
