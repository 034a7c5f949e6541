import type { OpenAPIHono } from "@hono/zod-openapi";
import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AccessEnv } from "../access/access-env.ts";
import { registerDocs } from "../docs/register-docs.ts";
import { methodNotAllowed, notFound } from "../errors/error-handlers.ts";
import { checkQuery } from "../middleware/check-query/index.ts";
import { rateLimit } from "../middleware/rate-limit/index.ts";
import { requireKey } from "../middleware/require-key/index.ts";
import { HealthSchema } from "../openapi/schemas.ts";
import { blocklistHandler } from "../routes/blocklist/blocklist.handler.ts";
import { blocklistRoute } from "../routes/blocklist/blocklist.route.ts";
import { countriesHandler } from "../routes/countries/countries.handler.ts";
import { countriesRoute } from "../routes/countries/countries.route.ts";
import { countryHandler } from "../routes/country/country.handler.ts";
import { countryRoute } from "../routes/country/country.route.ts";
import { verifyHandler } from "../routes/verify/verify.handler.ts";
import { verifyQuerySchema, verifyRoute } from "../routes/verify/verify.route.ts";
import { verifyBatchHandler } from "../routes/verify/verify-batch.handler.ts";
import { verifyBatchRoute } from "../routes/verify/verify-batch.route.ts";
import type { AppDeps } from "./app-deps.ts";

const healthRoute = createRoute({
  method: "get",
  path: "/healthz",
  operationId: "health",
  summary: "Liveness and the registry version served",
  tags: ["Service"],
  security: [],
  responses: {
    200: { description: "Serving", content: { "application/json": { schema: HealthSchema } } },
  },
});

/** The access middleware in front of a route; the tuple type carries their variables to its handler. */
type Access = [MiddlewareHandler<AccessEnv>, MiddlewareHandler<AccessEnv>];

/** The REST operations, the OpenAPI document and the interactive reference. */
export function registerApi(app: OpenAPIHono, deps: AppDeps): void {
  // Each route is served by a handler typed from it (`app.openapi`), so an answer that leaves the documented
  // schema does not compile. Access and limits run as the routes' middleware.
  const limited = rateLimit(deps);
  const keyed: Access = [requireKey(deps), limited];
  // The query is checked before the call is counted: a typo costs a traveller none of their allowance.
  const counted: Access = [checkQuery<AccessEnv>(verifyQuerySchema), limited];
  app.openapi({ ...verifyRoute, middleware: counted }, verifyHandler(deps));
  app.openapi({ ...countryRoute, middleware: keyed }, countryHandler(deps));
  app.openapi({ ...countriesRoute, middleware: keyed }, countriesHandler(deps));
  app.openapi(healthRoute, (c) =>
    c.json(
      {
        ok: true,
        registry: deps.index.snapshot.version,
        limits: deps.limiter.state?.() ?? "custom",
        keys: deps.keys === undefined ? "none" : (deps.keys.state?.() ?? "custom"),
      },
      200,
    ),
  );
  app.openapi(blocklistRoute, blocklistHandler(deps));
  // The batch reads its own body: a bad item is a problem inside a 200 answer, and an unreadable body has its
  // own codes (415, `bad-body`, 413 `too-many-urls`), which the route's body validator would replace.
  app.openAPIRegistry.registerPath(verifyBatchRoute);
  app.post("/v1/verify", (c) => verifyBatchHandler(c, deps));

  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKeyHeader", {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
    description: "An Entryguard API key (`entryguard keys create`)",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "BearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "The same API key as a bearer token",
  });
  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Entryguard API",
      version: deps.index.snapshot.version,
      description:
        "Is this URL the official government entry-authorisation portal (eVisa, ETA, arrival card) of a country, " +
        "and if not, where is the real one? Errors are application/problem+json (RFC 9457) with a stable `code`. " +
        "Any other method on a documented path is answered 405 (`method-not-allowed`) with an `Allow` header; " +
        "an undocumented path under /v1/ is answered 404 (`not-found`).",
      license: { name: "MIT", url: "https://opensource.org/license/mit" },
    },
    servers: [{ url: deps.config.publicBaseUrl }],
    tags: [
      { name: "Verify", description: "Check a URL" },
      { name: "Countries", description: "The registry's official portals (API key required)" },
      { name: "Registry", description: "The registry as feeds for other tools" },
      { name: "Service", description: "Operations" },
    ],
  });
  registerDocs(app);

  app.all("/v1/verify", methodNotAllowed("GET, HEAD, POST"));
  for (const path of [
    "/v1/country/:name",
    "/v1/countries",
    "/v1/blocklist",
    "/healthz",
    "/openapi.json",
    "/docs",
  ]) {
    app.all(path, methodNotAllowed("GET, HEAD"));
  }
  app.all("/v1/*", notFound);
}
