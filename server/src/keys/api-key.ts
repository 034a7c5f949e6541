import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new key: 32 random bytes (256 bits), so a plain SHA-256 is a safe way to store it. */
export function generateApiKey(): string {
  return `eg_${randomBytes(32).toString("base64url")}`;
}

/** How a key is stored: the hex SHA-256 of the key. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
