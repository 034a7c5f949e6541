import type { Context } from "hono";
import { admit } from "../../access/admit.ts";
import type { AppDeps } from "../../app/app-deps.ts";
import { countryView } from "../../country/country-record.ts";
import { cached } from "../cached-json.ts";

/** GET /v1/countries: `{ total, countries }`, built once per snapshot. */
export function countriesHandler(deps: AppDeps): (c: Context) => Promise<Response> {
  let body: string | undefined;
  return async (c) => {
    const admission = await admit(c, deps, true);
    if (!admission.ok) return admission.response;
    body ??= (() => {
      const countries = deps.index.snapshot.countries.map((country) => countryView(country, deps.config));
      return JSON.stringify({ total: countries.length, countries });
    })();
    return cached(c, `"${deps.index.snapshot.hash}-all"`, () => body as string);
  };
}
