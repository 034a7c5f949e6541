import type { CountryList } from "@entryguard/core";
import type { RouteHandler } from "@hono/zod-openapi";
import type { AccessEnv } from "../../access/access-env.ts";
import type { AppDeps } from "../../app/app-deps.ts";
import { countryView } from "../../country/country-record.ts";
import { notModified } from "../cached-json.ts";
import type { countriesRoute } from "./countries.route.ts";

/** GET /v1/countries: `{ total, countries }`, built once per snapshot (key and limits by the middleware). */
export function countriesHandler(deps: AppDeps): RouteHandler<typeof countriesRoute, AccessEnv> {
  let list: CountryList | undefined;
  return function countries(c) {
    const held = notModified(c, `"${deps.index.snapshot.hash}-all"`);
    if (held) return held;
    list ??= (() => {
      const all = deps.index.snapshot.countries.map((country) => countryView(country, deps.config));
      return { total: all.length, countries: all };
    })();
    return c.json(list, 200);
  };
}
