import type { Snapshot } from "@entryguard/core";
import {
  fromBase64,
  SIGNED_SNAPSHOT_FORMAT,
  type SignedSnapshot,
  signedMessage,
  snapshotHash,
  type WebCryptoKey,
} from "./signed-snapshot.ts";

/** Why a signed snapshot was refused; each is shown to the user in the options page. */
export type Refusal =
  | "malformed"
  | "unsigned"
  | "unknown-format"
  | "hash-mismatch"
  | "version-mismatch"
  | "bad-signature";

export type Verification =
  | { readonly ok: true; readonly signed: SignedSnapshot }
  | { readonly ok: false; readonly refusal: Refusal; readonly message: string };

const refuse = (refusal: Refusal, message: string): Verification => ({ ok: false, refusal, message });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function looksLikeSnapshot(value: unknown): value is Snapshot {
  return (
    isObject(value) &&
    typeof value.version === "string" &&
    typeof value.hash === "string" &&
    Array.isArray(value.countries) &&
    value.countries.every(isObject)
  );
}

/** Imports a raw Ed25519 public key given as base64 (as pinned in the extension build). */
export async function importPublicKey(base64: string): Promise<WebCryptoKey | null> {
  const raw = fromBase64(base64);
  if (raw === null || raw.length !== 32) return null;
  return crypto.subtle.importKey("raw", raw, "Ed25519", false, ["verify"]);
}

/**
 * Checks an envelope fetched from the update channel against the pinned public key: right format, the
 * hash of the snapshot as carried, the version inside it, and the Ed25519 signature over all three.
 * Says nothing about whether it is newer; see `isNewerSnapshot`.
 */
export async function verifySignedSnapshot(body: unknown, publicKey: WebCryptoKey): Promise<Verification> {
  if (!isObject(body)) return refuse("malformed", "The answer is not a JSON object.");
  if (body.format !== SIGNED_SNAPSHOT_FORMAT)
    return refuse("unknown-format", `The answer is not a ${SIGNED_SNAPSHOT_FORMAT} envelope.`);
  const { version, hash, signed_at, signature, snapshot } = body;
  if (typeof signature !== "string" || signature === "")
    return refuse("unsigned", "The snapshot carries no signature.");
  if (
    typeof version !== "string" ||
    typeof hash !== "string" ||
    typeof signed_at !== "string" ||
    typeof body.key_id !== "string" ||
    !looksLikeSnapshot(snapshot)
  )
    return refuse("malformed", "The envelope lacks a version, hash, date or snapshot.");
  if (snapshot.version !== version)
    return refuse("version-mismatch", `The envelope says ${version}, the snapshot says ${snapshot.version}.`);
  if ((await snapshotHash(snapshot)) !== hash)
    return refuse("hash-mismatch", "The snapshot does not match its hash: it was changed after signing.");
  const bytes = fromBase64(signature);
  const valid =
    bytes !== null &&
    bytes.length === 64 &&
    (await crypto.subtle.verify("Ed25519", publicKey, bytes, signedMessage(version, hash, signed_at)));
  if (!valid) return refuse("bad-signature", "The signature is not the maintainers' key's signature.");
  return { ok: true, signed: body as unknown as SignedSnapshot };
}
