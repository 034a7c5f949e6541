import type { Snapshot } from "@entryguard/core";
import {
  keyId,
  SIGNED_SNAPSHOT_FORMAT,
  type SignedSnapshot,
  signedMessage,
  snapshotHash,
  toBase64,
  type WebCryptoKey,
} from "./signed-snapshot.ts";

/** Signs a built snapshot with the maintainers' Ed25519 private key. */
export async function signSnapshot(
  snapshot: Snapshot,
  keys: { readonly privateKey: WebCryptoKey; readonly publicKey: WebCryptoKey },
  signedAt: Date = new Date(),
): Promise<SignedSnapshot> {
  const hash = await snapshotHash(snapshot);
  const signed_at = signedAt.toISOString();
  const signature = new Uint8Array(
    await crypto.subtle.sign("Ed25519", keys.privateKey, signedMessage(snapshot.version, hash, signed_at)),
  );
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", keys.publicKey));
  return {
    format: SIGNED_SNAPSHOT_FORMAT,
    version: snapshot.version,
    hash,
    signed_at,
    key_id: await keyId(raw),
    signature: toBase64(signature),
    snapshot,
  };
}
