export type BodyRead = { readonly ok: true; readonly text: string } | { readonly ok: false };

/**
 * Reads a request body as UTF-8, giving up once it passes `maxBytes`: a declared Content-Length is refused
 * before reading, and a chunked body is counted as it streams so it is never buffered whole.
 */
export async function readBodyWithin(req: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(req.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) return { ok: false };
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
