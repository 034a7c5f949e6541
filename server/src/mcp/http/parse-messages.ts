import { type JSONRPCMessage, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { JSON_RPC, type JsonRpcId, jsonRpcError } from "./json-rpc-error.ts";

export type ParsedMessages =
  | { readonly ok: true; readonly messages: readonly JSONRPCMessage[]; readonly body: unknown }
  | { readonly ok: false; readonly response: Response };

function idOf(value: unknown): JsonRpcId {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === "string" || typeof id === "number" ? id : null;
}

/**
 * Parses a POST body into JSON-RPC messages (one, or a batch), checked against the SDK's message schema.
 * JSON-RPC 2.0 tells bytes that are not JSON (-32700) apart from JSON that is not a message (-32600); the
 * SDK's own transport answers both with -32700.
 */
export function parseMessages(text: string): ParsedMessages {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {
      ok: false,
      response: jsonRpcError(400, JSON_RPC.parseError, "Parse error: the body is not valid JSON."),
    };
  }
  const items = Array.isArray(body) ? body : [body];
  const messages: JSONRPCMessage[] = [];
  for (const item of items) {
    const parsed = JSONRPCMessageSchema.safeParse(item);
    if (!parsed.success) {
      return {
        ok: false,
        response: jsonRpcError(
          400,
          JSON_RPC.invalidRequest,
          'Invalid Request: expected a JSON-RPC 2.0 message such as {"jsonrpc":"2.0","id":1,"method":"tools/list"}.',
          { id: Array.isArray(body) ? null : idOf(item) },
        ),
      };
    }
    messages.push(parsed.data);
  }
  if (messages.length === 0) {
    return {
      ok: false,
      response: jsonRpcError(
        400,
        JSON_RPC.invalidRequest,
        "Invalid Request: an empty batch holds no message.",
      ),
    };
  }
  return { ok: true, messages, body };
}
