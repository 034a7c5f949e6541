import type { JSONRPCMessage, JSONRPCNotification, JSONRPCRequest } from "@modelcontextprotocol/sdk/types.js";

// Structural checks for messages that already passed the SDK's schema: the SDK's own type guards run a
// full schema parse on every call, several times per request on this endpoint's hot path.

/** A request: a method and an id. */
export function isRequest(message: JSONRPCMessage): message is JSONRPCRequest {
  return "method" in message && "id" in message;
}

/** A notification: a method and no id. */
export function isNotification(message: JSONRPCMessage): message is JSONRPCNotification {
  return "method" in message && !("id" in message);
}

/** A result or error response: no method. */
export function isResponse(message: JSONRPCMessage): boolean {
  return !("method" in message);
}
