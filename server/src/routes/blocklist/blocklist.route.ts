import { createRoute, z } from "@hono/zod-openapi";
import { badRequest, internalError, notModified } from "../../openapi/responses.ts";
import { BLOCKLIST_FORMATS } from "./blocklist-formats.ts";

const claimSchema = z
  .object({
    country: z.string().openapi({ description: "The registry record (slug) that lists the host" }),
    reason: z.enum(["known-unofficial", "former-host"]).openapi({
      description:
        "`known-unofficial`: named as unofficial by a government, regulator, parliament, consumer body or newspaper; `former-host`: where a portal used to be",
    }),
    source: z
      .string()
      .nullable()
      .openapi({ description: "The public page behind the claim (null for a former host without one)" }),
  })
  .openapi("BlocklistClaim");

export const BlocklistSchema = z
  .object({
    version: z
      .string()
      .openapi({ description: "The registry snapshot version", example: "2026-11-23.6b4e1c8c" }),
    total: z.number().int().openapi({ description: "Number of hosts" }),
    hosts: z.array(
      z.object({
        host: z.string().openapi({ example: "evisaindia.com" }),
        claims: z.array(claimSchema),
      }),
    ),
  })
  .openapi("Blocklist");

const text = { schema: z.string() };

export const blocklistRoute = createRoute({
  method: "get",
  path: "/v1/blocklist",
  operationId: "blocklist",
  summary: "Hosts to block: known-unofficial visa sites and former portal hosts",
  description:
    "A feed for DNS and ad-blocking filters, built from the registry snapshot's known-unofficial and former " +
    "hosts. A host that is, or is a parent of, an official portal, partner or unconfirmed government host is " +
    "never listed. No key needed and not rate-limited; the answer changes only with the registry snapshot " +
    "(its version is in `Entryguard-Registry-Version` and in the body), so revalidate with `If-None-Match`. " +
    "Formats: `hosts` (`0.0.0.0 host` lines), `adblock` (`||host^` rules, Adblock Plus/uBlock Origin/AdGuard), " +
    "`rpz` (a DNS response policy zone: `host CNAME .` and `*.host CNAME .`), `json` (default).",
  tags: ["Registry"],
  security: [],
  request: {
    query: z.object({
      format: z
        .enum(BLOCKLIST_FORMATS, { error: `The format must be one of ${BLOCKLIST_FORMATS.join(", ")}.` })
        .optional()
        .openapi({ description: "Output format (default json)" }),
    }),
  },
  responses: {
    200: {
      description: "The blocklist in the format asked for",
      headers: z.object({
        ETag: z.string().openapi({ description: "Changes when the registry snapshot changes" }),
        "Cache-Control": z.string().openapi({ description: "Public: the same list for every caller" }),
        "Entryguard-Registry-Version": z.string().openapi({ description: "The registry snapshot version" }),
      }),
      content: {
        "application/json": { schema: BlocklistSchema },
        "text/plain": text,
        "text/dns": text,
      },
    },
    304: notModified,
    400: badRequest,
    500: internalError,
  },
});
