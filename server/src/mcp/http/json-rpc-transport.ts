import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  ErrorCode,
  type JSONRPCMessage,
  type MessageExtraInfo,
  type RequestId,
} from "@modelcontextprotocol/sdk/types.js";
import { isNotification, isRequest, isResponse } from "./message-kind.ts";

/** Longest a request may wait for the server; every handler here answers in milliseconds. */
const ANSWER_TIMEOUT_MS = 30_000;

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
    if (!isResponse(message)) return;
    const id = (message as { id: number }).id;
    const resolve = this.#waiting.get(id);
    if (!resolve) return;
    this.#waiting.delete(id);
    resolve(message);
  }

  /** Hands the messages of one HTTP request to the server; resolves with the responses to its requests. */
  dispatch(messages: readonly JSONRPCMessage[], extra: MessageExtraInfo = {}): Promise<JSONRPCMessage[]> {
    const answers: Promise<JSONRPCMessage>[] = [];
    for (const message of messages) {
      if (isRequest(message)) answers.push(this.#ask(message.id, message, extra));
      // A cancellation names a request id of the client's own numbering, which inside the shared server may
      // be another client's request; responses answer requests this server never sends. Neither goes on.
      else if (isNotification(message) && message.method !== "notifications/cancelled") {
        this.onmessage?.(message, extra);
      }
    }
    return Promise.all(answers);
  }

  #ask(ownId: RequestId, message: JSONRPCMessage, extra: MessageExtraInfo): Promise<JSONRPCMessage> {
    const id = ++this.#nextId;
    const answer = new Promise<JSONRPCMessage>((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(id);
        resolve({
          jsonrpc: "2.0",
          id: ownId,
          error: { code: ErrorCode.InternalError, message: "The server did not answer in time." },
        });
      }, ANSWER_TIMEOUT_MS);
      this.#waiting.set(id, (response) => {
        clearTimeout(timer);
        resolve({ ...response, id: ownId } as JSONRPCMessage);
      });
    });
    this.onmessage?.({ ...message, id } as JSONRPCMessage, extra);
    return answer;
  }
}
