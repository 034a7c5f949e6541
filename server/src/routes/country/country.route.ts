import { countryViewSchema } from "@entryguard/core";
import { createRoute, z } from "@hono/zod-openapi";
import {
  cachedHeaders,
  internalError,
  keyRequired,
  keyStoreUnavailable,
  notModified,
  problemResponse,
  tooLarge,
  tooMany,
} from "../../openapi/responses.ts";

export const countryRoute = createRoute({
  method: "get",
  path: "/v1/country/{name}",
  operationId: "getCountry",
  summary: "One country's official portals",
  tags: ["Countries"],
  security: [{ ApiKeyHeader: [] }, { BearerAuth: [] }],
  request: {
    params: z.object({
      name: z.string().openapi({
        param: { name: "name", in: "path" },
        description: "Slug, name (any alias) or ISO2",
        example: "Turkey",
      }),
    }),
  },
  responses: {
    200: {
      description: "The country record",
      headers: cachedHeaders,
      content: { "application/json": { schema: countryViewSchema } },
    },
    304: notModified,
    402: keyRequired,
    503: keyStoreUnavailable,
    404: problemResponse("No country by that name (`country-not-found`), with up to three suggestions"),
    413: tooLarge,
    429: tooMany,
    500: internalError,
  },
});
