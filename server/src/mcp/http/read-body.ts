export type BodyRead = { readonly ok: true; readonly text: string } | { readonly ok: false };

/**
 * Reads a request body as UTF-8, refusing one over `maxBytes`. A declared Content-Length is checked before
 * reading and then read in one go (the Node adapter's fast path, which the HTTP parser holds to that
 * length); a chunked body is counted as it streams so it is never buffered past the limit.
 */
export async function readBodyWithin(req: Request, maxBytes: number): Promise<BodyRead> {
  const length = req.headers.get("content-length");
  if (length !== null) {
    if (Number(length) > maxBytes) return { ok: false };
    return { ok: true, text: await req.text() };
  }
  if (!req.body) return { ok: true, text: "" };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}
