// The signed envelope the server serves and the extension verifies. Only web-platform APIs (WebCrypto,
// TextEncoder) here, so the same code runs in Node, the server and the extension's service worker.
import type { Snapshot } from "@entryguard/core";

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
export function signedMessage(version: string, hash: string, signedAt: string): Uint8Array {
  return new TextEncoder().encode(`${SIGNED_SNAPSHOT_FORMAT}\n${version}\n${hash}\n${signedAt}`);
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 (hex) of a snapshot's JSON text. */
export async function snapshotHash(snapshot: Snapshot): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(snapshot))));
}

/** The short id of a raw Ed25519 public key. */
export async function keyId(rawPublicKey: Uint8Array): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", rawPublicKey as BufferSource)).slice(0, 16);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Decodes base64; null when the text is not base64. */
export function fromBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
