import { countryListSchema } from "@entryguard/core";
import { createRoute } from "@hono/zod-openapi";
import {
  cachedHeaders,
  internalError,
  keyRequired,
  keyStoreUnavailable,
  notModified,
  tooLarge,
  tooMany,
} from "../../openapi/responses.ts";

export const countriesRoute = createRoute({
  method: "get",
  path: "/v1/countries",
  operationId: "listCountries",
  summary: "Every country and territory in the registry",
  tags: ["Countries"],
  security: [{ ApiKeyHeader: [] }, { BearerAuth: [] }],
  responses: {
    200: {
      description: "All records, in the same shape as /v1/country/{name}",
      headers: cachedHeaders,
      content: { "application/json": { schema: countryListSchema } },
    },
    304: notModified,
    402: keyRequired,
    503: keyStoreUnavailable,
    413: tooLarge,
    429: tooMany,
    500: internalError,
  },
});
