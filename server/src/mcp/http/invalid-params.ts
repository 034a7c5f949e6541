import {
  ClientRequestSchema,
  ErrorCode,
  type JSONRPCMessage,
  type JSONRPCRequest,
} from "@modelcontextprotocol/sdk/types.js";

interface RequestSchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/** Each client request's schema by its method, as the SDK declares them. */
const schemas = new Map<string, RequestSchema>(
  ClientRequestSchema.options.map((schema) => [schema.shape.method.value, schema as RequestSchema]),
);

/** Why a request's params do not fit its method, in one short sentence, or undefined when they fit. */
export function invalidParamsMessage(request: JSONRPCRequest): string | undefined {
  const schema = schemas.get(request.method);
  if (!schema) return undefined;
  const checked = schema.safeParse(request);
  const issue = checked.success ? undefined : checked.error?.issues[0];
  if (!issue) return undefined;
  const where = issue.path.map(String).join(".") || "params";
  // The schema's "record" is JSON's object.
  const what = issue.message.replace(/^Invalid input: /, "").replace(/\brecord\b/g, "object");
  return `Invalid params for ${request.method}: ${where} ${what}.`;
}

/**
 * The SDK answers a request whose params fail its schema with -32603 (internal error) and the raw
 * validation dump. JSON-RPC calls that -32602 (invalid params): this turns such an answer into -32602 with
 * a short message. It runs only on an answer that already is -32603, so valid calls pay nothing.
 */
export function asInvalidParams(request: JSONRPCRequest, answer: JSONRPCMessage): JSONRPCMessage {
  const error = (answer as { error?: { code: number } }).error;
  if (error?.code !== ErrorCode.InternalError) return answer;
  const message = invalidParamsMessage(request);
  if (message === undefined) return answer;
  return { jsonrpc: "2.0", id: request.id, error: { code: ErrorCode.InvalidParams, message } };
}
