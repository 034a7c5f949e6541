// The maintainers' Ed25519 key pair on disk. The private key lives in a file (mode 0600) or an environment
// variable, never in the repository; the public key is pinned in the extension build.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { toBase64, type WebCryptoKey } from "./signed-snapshot.ts";

export interface SigningKeys {
  readonly privateKey: WebCryptoKey;
  readonly publicKey: WebCryptoKey;
}

function pem(der: ArrayBuffer): string {
  const body = toBase64(new Uint8Array(der)).replace(/.{1,64}/g, "$&\n");
  return `-----BEGIN PRIVATE KEY-----\n${body}-----END PRIVATE KEY-----\n`;
}

function derFromPem(text: string): Uint8Array<ArrayBuffer> {
  const match = /-----BEGIN PRIVATE KEY-----([\s\S]+?)-----END PRIVATE KEY-----/.exec(text);
  if (!match?.[1]) throw new Error("the signing key is not a PKCS#8 PEM private key (BEGIN PRIVATE KEY)");
  return Uint8Array.from(atob(match[1].replace(/\s+/g, "")), (c) => c.charCodeAt(0));
}

/** Reads a PKCS#8 PEM Ed25519 private key and derives its public key. */
export async function importSigningKey(pemText: string): Promise<SigningKeys> {
  let privateKey: WebCryptoKey;
  try {
    privateKey = await crypto.subtle.importKey("pkcs8", derFromPem(pemText), "Ed25519", true, ["sign"]);
  } catch (error) {
    throw new Error(`the signing key is not an Ed25519 private key: ${(error as Error).message}`);
  }
  // The private JWK carries the public point `x`: import just that half as the public key.
  const { x } = await crypto.subtle.exportKey("jwk", privateKey);
  const jwk = { kty: "OKP", crv: "Ed25519", x: x ?? "" };
  const publicKey = await crypto.subtle.importKey("jwk", jwk, "Ed25519", true, ["verify"]);
  return { privateKey, publicKey };
}

/** The raw public key as base64: the value to pin in the extension build. */
export async function publicKeyBase64(publicKey: WebCryptoKey): Promise<string> {
  return toBase64(new Uint8Array(await crypto.subtle.exportKey("raw", publicKey)));
}

/** Creates a new key pair, writes the private key (readable by its owner only) and returns the public key. */
export async function writeNewSigningKey(file: string): Promise<string> {
  if (existsSync(file)) throw new Error(`${file} exists already; a signing key is never overwritten`);
  const pair = (await crypto.subtle.generateKey("Ed25519", true, ["sign", "verify"])) as SigningKeys;
  writeFileSync(file, pem(await crypto.subtle.exportKey("pkcs8", pair.privateKey)), {
    mode: 0o600,
    flag: "wx",
  });
  return publicKeyBase64(pair.publicKey);
}

/** The private key from `--key <file>`, else ENTRYGUARD_SIGNING_KEY (PEM text), else ENTRYGUARD_SIGNING_KEY_FILE. */
export function readSigningKeyText(file: string | undefined, env = process.env): string {
  const path = file ?? env.ENTRYGUARD_SIGNING_KEY_FILE;
  if (path === undefined && env.ENTRYGUARD_SIGNING_KEY) return env.ENTRYGUARD_SIGNING_KEY;
  if (path === undefined)
    throw new Error("no signing key: pass --key <file> or set ENTRYGUARD_SIGNING_KEY(_FILE)");
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`cannot read the signing key ${path}: ${(error as Error).message}`);
  }
}
