import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** A successful tool result: the object as `structuredContent` and, for clients that read text, as JSON. */
export function jsonResult(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value };
}

/**
 * A tool error the model can recover from. Text only: clients validate any `structuredContent` against the
 * tool's output schema, which an error does not match.
 */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}
