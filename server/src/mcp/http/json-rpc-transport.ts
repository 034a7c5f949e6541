import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  isJSONRPCErrorResponse,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
  type MessageExtraInfo,
  type RequestId,
} from "@modelcontextprotocol/sdk/types.js";

/**
 * An SDK transport that carries many HTTP requests into one long-lived MCP server, answering each with
 * plain JSON. The SDK's Streamable HTTP transport needs a new server and transport per stateless request,
 * which costs several times the verdict itself; this one keeps the server and gives every request an id of
 * its own, so concurrent clients that all send `"id": 1` never meet. The server holds no per-client state
 * (no sessions, no subscriptions), so the endpoint stays stateless.
 */
export class JsonRpcTransport implements Transport {
  onmessage?: ((message: JSONRPCMessage, extra?: MessageExtraInfo) => void) | undefined;
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;

  readonly #waiting = new Map<number, (response: JSONRPCMessage) => void>();
  #nextId = 0;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  /** Takes the server's responses; notifications have no stream to go to in JSON mode and are dropped. */
  async send(message: JSONRPCMessage): Promise<void> {
    if (!isJSONRPCResultResponse(message) && !isJSONRPCErrorResponse(message)) return;
    const resolve = this.#waiting.get(message.id as number);
    if (!resolve) return;
    this.#waiting.delete(message.id as number);
    resolve(message);
  }

  /** Hands the messages of one HTTP request to the server; resolves with the responses to its requests. */
  dispatch(messages: readonly JSONRPCMessage[], extra: MessageExtraInfo = {}): Promise<JSONRPCMessage[]> {
    const answers: Promise<JSONRPCMessage>[] = [];
    for (const message of messages) {
      if (!isJSONRPCRequest(message)) {
        this.onmessage?.(message, extra);
        continue;
      }
      const ownId: RequestId = message.id;
      const id = ++this.#nextId;
      answers.push(
        new Promise<JSONRPCMessage>((resolve) => {
          this.#waiting.set(id, (response) => resolve({ ...response, id: ownId } as JSONRPCMessage));
        }),
      );
      this.onmessage?.({ ...message, id }, extra);
    }
    return Promise.all(answers);
  }
}
