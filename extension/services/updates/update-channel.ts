// The update channel is fixed when the extension is built: where the signed snapshot is fetched from and
// the maintainers' public key that must have signed it. A build without both has no channel.

declare global {
  interface ImportMetaEnv {
    /** The full URL of the signed snapshot, e.g. https://api.example/v1/registry/snapshot. */
    readonly WXT_ENTRYGUARD_UPDATE_URL?: string;
    /** The maintainers' Ed25519 public key, raw, base64 (`entryguard registry keygen` prints it). */
    readonly WXT_ENTRYGUARD_UPDATE_KEY?: string;
  }
}

export interface UpdateChannel {
  readonly url: string;
  readonly publicKey: string;
}

/**
 * The channel's URL if it may be used: https, or http to this machine only (for tests); no query, no
 * fragment and no credentials, so the request can carry nothing but the path.
 */
export function channelUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const local = url.hostname === "127.0.0.1" || url.hostname === "localhost";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return null;
  if (url.search || url.hash || url.username || url.password) return null;
  return url.href;
}

/** The channel pinned in this build, or null. */
export function updateChannel(): UpdateChannel | null {
  const url = channelUrl(import.meta.env.WXT_ENTRYGUARD_UPDATE_URL);
  const publicKey = import.meta.env.WXT_ENTRYGUARD_UPDATE_KEY ?? "";
  return url !== null && publicKey !== "" ? { url, publicKey } : null;
}
