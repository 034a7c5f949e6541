/** A signed snapshot as the server sends it: the envelope's JSON text as `registry sign` wrote it. */
export interface PublishedSnapshot {
  readonly body: string;
  readonly version: string;
  /** The envelope's hash in quotes: the same for every instance serving the same file. */
  readonly etag: string;
}

/** Where the newest signed snapshot comes from; null while none is published. */
export type SignedSnapshotSource = () => PublishedSnapshot | null;

/** Checks that text is a signed envelope worth serving (the extension verifies the signature itself). */
export function publishedFrom(text: string): PublishedSnapshot | null {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof envelope !== "object" || envelope === null) return null;
  const { format, version, hash, signature, snapshot } = envelope as Record<string, unknown>;
  if (
    format !== "entryguard-signed-snapshot/1" ||
    typeof version !== "string" ||
    typeof hash !== "string" ||
    !/^[0-9a-f]{64}$/.test(hash) ||
    typeof signature !== "string" ||
    signature === "" ||
    typeof snapshot !== "object"
  )
    return null;
  return { body: text.trim(), version, etag: `"${hash}"` };
}
