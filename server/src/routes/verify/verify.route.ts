import { countryQueryRefusal, MAX_INPUT_LENGTH, verifyAnswerSchema } from "@entryguard/core";
import { createRoute, z } from "@hono/zod-openapi";
import {
  badRequest,
  internalError,
  keyRequired,
  keyStoreUnavailable,
  rateLimitHeaders,
  tooLarge,
  tooMany,
} from "../../openapi/responses.ts";

// The messages are the 400 answers' `detail`: the check-query middleware answers with them.
export const verifyQuerySchema = z.object({
  url: z
    .string({ error: "The query parameter url is required." })
    .refine((url) => url.trim() !== "", "The query parameter url is empty.")
    .refine((url) => url.length <= MAX_INPUT_LENGTH, `The url is longer than ${MAX_INPUT_LENGTH} characters.`)
    .openapi({
      description: `The URL or bare domain to check (at most ${MAX_INPUT_LENGTH} characters)`,
      example: "https://evisa-turkey.example/apply",
    }),
  country: z
    .string()
    .superRefine((country, ctx) => {
      const refusal = countryQueryRefusal(country);
      if (refusal !== undefined) ctx.addIssue({ code: "custom", message: refusal });
    })
    .optional()
    .openapi({
      description: "The country the traveller means to enter: slug, name, alias or ISO2",
      example: "Turkey",
    }),
});

export const verifyRoute = createRoute({
  method: "get",
  path: "/v1/verify",
  operationId: "verify",
  summary: "Is this URL the official entry-authorisation portal?",
  description:
    "No key needed: keyless calls are limited to 10 a minute and 100 a day per client and carry an " +
    "`attribution`. A call with an API key (X-API-Key or Authorization: Bearer) counts against the key's plan instead.",
  tags: ["Verify"],
  security: [],
  request: { query: verifyQuerySchema },
  responses: {
    200: {
      description: "The verification result",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: verifyAnswerSchema } },
    },
    400: badRequest,
    402: keyRequired,
    503: keyStoreUnavailable,
    413: tooLarge,
    429: tooMany,
    500: internalError,
  },
});
