import { hash, randomBytes } from "node:crypto";

/** A new key: 32 random bytes (256 bits), so a plain SHA-256 is a safe way to store it. */
export function generateApiKey(): string {
  return `eg_${randomBytes(32).toString("base64url")}`;
}

/** How a key is stored: the hex SHA-256 of the key. */
export function hashApiKey(key: string): string {
  return hash("sha256", key, "hex");
}
