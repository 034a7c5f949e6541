/**
 * @module
 * The pure half of the signed update channel (WebCrypto only, no `node:*`): the envelope, its verification
 * and the order of snapshots. The extension imports this as `@entryguard/registry/update-channel`.
 */

export {
  SIGNED_SNAPSHOT_FORMAT,
  type SignedSnapshot,
  signedMessage,
  snapshotHash,
} from "./signed-snapshot.ts";
export { isNewerSnapshot, type SnapshotStamp, versionDate } from "./snapshot-order.ts";
export {
  importPublicKey,
  type Refusal,
  type Verification,
  verifySignedSnapshot,
} from "./verify-signed-snapshot.ts";
