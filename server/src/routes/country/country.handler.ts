import { countryQueryRefusal, findCountry } from "@entryguard/core";
import type { Context } from "hono";
import { admit } from "../../access/admit.ts";
import type { AppDeps } from "../../app/app-deps.ts";
import { countryView } from "../../country/country-record.ts";
import { problem } from "../../problem/problem.ts";
import { cached } from "../cached-json.ts";

/** GET /v1/country/{name}: one record, by slug, name, alias or ISO2. */
export async function countryHandler(c: Context, deps: AppDeps): Promise<Response> {
  const admission = await admit(c, deps, true);
  if (!admission.ok) return admission.response;
  const name = c.req.param("name") ?? "";
  const refusal = countryQueryRefusal(name);
  if (refusal !== undefined) {
    return problem(c, 404, "country-not-found", refusal, { suggestions: [] });
  }
  const match = findCountry(deps.index.lookup, name);
  if (!match.ok) {
    return problem(c, 404, "country-not-found", match.error.message, {
      suggestions: [...match.error.suggestions],
    });
  }
  const tag = `"${deps.index.snapshot.hash}-${match.country.id}"`;
  return cached(c, tag, () => countryView(match.country, deps.config));
}
