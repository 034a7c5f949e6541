/** A JSON-RPC id; null when the request's id could not be read. */
export type JsonRpcId = string | number | null;

/** JSON-RPC 2.0 error codes this endpoint answers with outside the SDK. */
export const JSON_RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  /**
   * Application errors sit outside -32768..-32000, which JSON-RPC reserves (and MCP drafts claim
   * -32000..-32099 for the protocol); the last digits echo the HTTP status.
   */
  /** The API key sent is not accepted (HTTP 401). */
  unauthorized: -31401,
  /** The per-client limit was reached (HTTP 429). */
  rateLimited: -31429,
  /** The API key cannot be checked right now (key store unreachable; HTTP 503). */
  keyStoreUnavailable: -31503,
  /** Implementation-defined server error: transport-level refusals (method, media type, size). */
  transport: -32000,
} as const;

/** An HTTP response carrying one JSON-RPC error object, as MCP clients expect from this endpoint. */
export function jsonRpcError(
  status: number,
  code: number,
  message: string,
  options: { id?: JsonRpcId; data?: unknown; headers?: Record<string, string> } = {},
): Response {
  const error = options.data === undefined ? { code, message } : { code, message, data: options.data };
  return new Response(JSON.stringify({ jsonrpc: "2.0", id: options.id ?? null, error }), {
    status,
    headers: { "Content-Type": "application/json", ...options.headers },
  });
}
