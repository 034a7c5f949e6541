// Decides whether a signed snapshot replaces the one in use: valid signature, newer, and indexable.
import {
  importPublicKey,
  isNewerSnapshot,
  type SignedSnapshot,
  type SnapshotStamp,
  verifySignedSnapshot,
} from "@entryguard/registry/update-channel";
import { snapshot as bundled, useSnapshot } from "../registry/registry.ts";

export type Adoption =
  | { readonly ok: true; readonly signed: SignedSnapshot }
  | { readonly ok: false; readonly stale: boolean; readonly message: string };

/** The bundled snapshot is the floor: nothing older than it is ever used. */
const BUNDLED_STAMP: SnapshotStamp = { version: bundled.version, signed_at: null };

let accepted: SignedSnapshot | null = null;

/** The signed snapshot in use in this context, or null while the bundled one is. */
export function acceptedSnapshot(): SignedSnapshot | null {
  return accepted;
}

/** The stamp a candidate must beat: the accepted snapshot's, else the bundled one's. */
function currentStamp(): SnapshotStamp {
  return accepted ?? BUNDLED_STAMP;
}

/**
 * Verifies `body` against the pinned key and, when it is newer than what is in use, judges with it from
 * now on. A refused snapshot changes nothing: the guard goes on with the one it had.
 */
export async function adoptSnapshot(body: unknown, publicKeyBase64: string): Promise<Adoption> {
  const key = await importPublicKey(publicKeyBase64);
  if (key === null)
    return { ok: false, stale: false, message: "This build's pinned public key is not valid." };
  const verification = await verifySignedSnapshot(body, key);
  if (!verification.ok) return { ok: false, stale: false, message: verification.message };
  const { signed } = verification;
  const current = currentStamp();
  if (signed.version === current.version) return { ok: false, stale: true, message: "Already in use." };
  if (!isNewerSnapshot(signed, current))
    return {
      ok: false,
      stale: false,
      message: `snapshot ${signed.version} is older than ${current.version}.`,
    };
  try {
    useSnapshot(signed.snapshot);
  } catch (error) {
    return { ok: false, stale: false, message: `The snapshot could not be used: ${String(error)}` };
  }
  accepted = signed;
  return { ok: true, signed };
}
