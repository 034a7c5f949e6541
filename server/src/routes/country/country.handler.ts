import { countryQueryRefusal, findCountry } from "@entryguard/core";
import type { RouteHandler } from "@hono/zod-openapi";
import type { AccessEnv } from "../../access/access-env.ts";
import type { AppDeps } from "../../app/app-deps.ts";
import { countryView } from "../../country/country-record.ts";
import { problem } from "../../problem/problem.ts";
import { notModified } from "../cached-json.ts";
import type { countryRoute } from "./country.route.ts";

/** GET /v1/country/{name}: one record, by slug, name, alias or ISO2 (key and limits by the middleware). */
export function countryHandler(deps: AppDeps): RouteHandler<typeof countryRoute, AccessEnv> {
  return function country(c) {
    const { name } = c.req.valid("param");
    const refusal = countryQueryRefusal(name);
    if (refusal !== undefined) return problem(c, 404, "country-not-found", refusal, { suggestions: [] });
    const match = findCountry(deps.index.lookup, name);
    if (!match.ok) {
      return problem(c, 404, "country-not-found", match.error.message, {
        suggestions: [...match.error.suggestions],
      });
    }
    const tag = `"${deps.index.snapshot.hash}-${match.country.id}"`;
    return notModified(c, tag) ?? c.json(countryView(match.country, deps.config), 200);
  };
}
