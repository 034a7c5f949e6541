// The signed envelope the server serves and the extension verifies. Only web-platform APIs (WebCrypto,
// TextEncoder) here, so the same code runs in Node, the server and the extension's service worker.
import type { Snapshot } from "@entryguard/core";

/**
 * WebCrypto's key, named through the API itself: Node's types have `crypto.subtle` but no global
 * `CryptoKey` without the DOM library, and this module compiles for both.
 */
export type WebCryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/** Names this envelope's layout; a verifier refuses any other. */
export const SIGNED_SNAPSHOT_FORMAT = "entryguard-signed-snapshot/1";

/** What `registry sign` writes and `GET /v1/registry/snapshot` answers. */
export interface SignedSnapshot {
  readonly format: typeof SIGNED_SNAPSHOT_FORMAT;
  /** The snapshot's own version (`<newest updated_on>.<content hash prefix>`). */
  readonly version: string;
  /** SHA-256 (hex) of the snapshot's JSON text, as `JSON.stringify` writes it. */
  readonly hash: string;
  /** When it was signed (ISO 8601): orders two snapshots of the same date. */
  readonly signed_at: string;
  /** First 16 hex digits of SHA-256 of the raw public key, so a maintainer sees which key signed it. */
  readonly key_id: string;
  /** Ed25519 signature (base64) over {@link signedMessage}. */
  readonly signature: string;
  readonly snapshot: Snapshot;
}

/**
 * The exact bytes that are signed. The format name keeps a signature made for anything else from being
 * replayed here; the hash ties the signature to the whole snapshot.
 */
export function signedMessage(version: string, hash: string, signedAt: string): Bytes {
  return utf8(`${SIGNED_SNAPSHOT_FORMAT}\n${version}\n${hash}\n${signedAt}`);
}

/** Bytes over a plain ArrayBuffer, the only kind WebCrypto's types accept. */
export type Bytes = Uint8Array<ArrayBuffer>;

function utf8(text: string): Bytes {
  return new Uint8Array(new TextEncoder().encode(text));
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 (hex) of a snapshot's JSON text. */
export async function snapshotHash(snapshot: Snapshot): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", utf8(JSON.stringify(snapshot))));
}

/** The short id of a raw Ed25519 public key. */
export async function keyId(rawPublicKey: Bytes): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", rawPublicKey)).slice(0, 16);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Decodes base64; null when the text is not base64. */
export function fromBase64(text: string): Bytes | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
