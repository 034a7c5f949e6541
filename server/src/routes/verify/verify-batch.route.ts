import { problemSchema, verifyAnswerSchema } from "@entryguard/core";
import { createRoute, z } from "@hono/zod-openapi";
import {
  internalError,
  keyRequired,
  keyStoreUnavailable,
  problemResponse,
  rateLimitHeaders,
  tooMany,
} from "../../openapi/responses.ts";

export const VerifyBatchRequestSchema = z
  .object({
    urls: z
      .array(z.string())
      .min(1)
      .max(100)
      .openapi({
        description: "1 to 100 URLs or bare domains, each of at most 2048 characters",
        example: ["https://evisa.gov.tr/en/", "evisa-turkey.example"],
      }),
    country: z.string().optional().openapi({
      description: "The country the traveller means to enter, for every URL: slug, name, alias or ISO2",
      example: "Turkey",
    }),
  })
  .openapi("VerifyBatchRequest");

export const VerifyBatchResponseSchema = z
  .object({
    total: z.number().int().openapi({ description: "Number of answers (the number of URLs sent)" }),
    results: z.array(
      z.union([
        z.object({
          url: z
            .string()
            .nullable()
            .openapi({ description: "The URL as sent (null if it was not a string)" }),
          result: verifyAnswerSchema,
        }),
        z.object({
          url: z.string().nullable(),
          // Why this URL was not judged: the problem GET /v1/verify would have answered.
          problem: problemSchema,
        }),
      ]),
    ),
  })
  .openapi("VerifyBatchResponse");

export const verifyBatchRoute = createRoute({
  method: "post",
  path: "/v1/verify",
  operationId: "verifyBatch",
  summary: "Check up to 100 URLs at once",
  description:
    "Answers in the order sent: each element has `result` (the GET /v1/verify answer) or `problem` (the problem " +
    "GET would have answered for that URL), so one bad URL does not fail the rest. Each URL that is judged counts " +
    "as one call against the caller's limits (keyless or the key's plan); when fewer calls are left than the batch " +
    "needs, the whole batch is refused with 429 (the check itself counts as one call). The body is at most " +
    "BODY_LIMIT_BYTES (64 KiB by default).",
  tags: ["Verify"],
  security: [],
  request: {
    body: { required: true, content: { "application/json": { schema: VerifyBatchRequestSchema } } },
  },
  responses: {
    200: {
      description: "One answer per URL, in order",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: VerifyBatchResponseSchema } },
    },
    400: problemResponse(
      "The body is not JSON or not `{urls: [...]}` (`bad-body`), the country is not valid (`bad-parameter`) or unknown (`unknown-country`)",
    ),
    402: keyRequired,
    503: keyStoreUnavailable,
    413: problemResponse(
      "More than 100 URLs (`too-many-urls`) or a body over the size limit (`payload-too-large`)",
    ),
    415: problemResponse("The body is not application/json (`unsupported-media-type`)"),
    429: tooMany,
    500: internalError,
  },
});
