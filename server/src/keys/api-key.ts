import { hash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new key: 32 random bytes (256 bits), so a plain SHA-256 is a safe way to store it. */
export function generateApiKey(): string {
  return `eg_${randomBytes(32).toString("base64url")}`;
}

/** How a key is stored: the hex SHA-256 of the key. */
export function hashApiKey(key: string): string {
  return hash("sha256", key, "hex");
}

/** The same hash as bytes, for constant-time comparison without re-decoding hex on every call. */
export function hashApiKeyBytes(key: string): Buffer {
  return hash("sha256", key, "buffer");
}

/** Compares two hashes in constant time. */
export function sameHashBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
