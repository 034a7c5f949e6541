import { createRoute, z } from "@hono/zod-openapi";
import { notModified, problemResponse } from "../../openapi/responses.ts";

const SignedSnapshotSchema = z
  .object({
    format: z.literal("entryguard-signed-snapshot/1"),
    version: z.string().openapi({ example: "2026-11-22.2b1edd01" }),
    hash: z.string().openapi({ description: "SHA-256 (hex) of `snapshot` as JSON text" }),
    signed_at: z.string().openapi({ description: "When it was signed (ISO 8601)" }),
    key_id: z.string().openapi({ description: "First 16 hex digits of SHA-256 of the signing public key" }),
    signature: z.string().openapi({
      description:
        "Ed25519 signature (base64) over `entryguard-signed-snapshot/1\\n{version}\\n{hash}\\n{signed_at}`",
    }),
    snapshot: z
      .object({ version: z.string(), hash: z.string(), countries: z.array(z.object({}).passthrough()) })
      .passthrough()
      .openapi({ description: "The registry snapshot the extension's verdicts run on" }),
  })
  .openapi("SignedSnapshot");

export const registrySnapshotRoute = createRoute({
  method: "get",
  path: "/v1/registry/snapshot",
  operationId: "getSignedSnapshot",
  summary: "The newest signed registry snapshot (the browser extension's update channel)",
  description:
    "Keyless and the same for everyone. Verify `signature` with the maintainers' pinned public key before " +
    "using `snapshot`. Send the ETag back in `If-None-Match` to get 304 while nothing changed.",
  tags: ["Service"],
  security: [],
  responses: {
    200: {
      description: "The signed snapshot",
      headers: z.object({
        ETag: z.string().openapi({ description: "The envelope's hash, quoted" }),
        "Cache-Control": z.string().openapi({ description: "How long the answer may be reused" }),
      }),
      content: { "application/json": { schema: SignedSnapshotSchema } },
    },
    304: notModified,
    404: problemResponse("No signed snapshot is published on this server (`snapshot-not-published`)"),
  },
});
