import { countryQueryRefusal, MAX_INPUT_LENGTH } from "@entryguard/core";
import type { Context } from "hono";
import { admit } from "../../access/admit.ts";
import type { AppDeps } from "../../app/app-deps.ts";
import { attribution } from "../../country/attribution.ts";
import { countryByIso2 } from "../../country/country-id.ts";
import { registryPageUrl } from "../../country/country-record.ts";
import { problem } from "../../problem/problem.ts";
import { cachedVerify } from "../../verify/verify-cache.ts";

const verifyCached = cachedVerify();

/** GET /v1/verify: the one verdict from core, plus the registry page and (keyless) the attribution. */
export async function verifyHandler(c: Context, deps: AppDeps): Promise<Response> {
  const url = c.req.query("url");
  const country = c.req.query("country");
  // Input refused by these cheap checks is not counted: a typo should not use up a traveller's allowance.
  if (url === undefined) {
    return problem(c, 400, "bad-parameter", "The query parameter url is required.", { parameter: "url" });
  }
  if (url.trim() === "") {
    return problem(c, 400, "bad-parameter", "The query parameter url is empty.", { parameter: "url" });
  }
  if (url.length > MAX_INPUT_LENGTH) {
    return problem(c, 400, "bad-parameter", `The url is longer than ${MAX_INPUT_LENGTH} characters.`, {
      parameter: "url",
    });
  }
  const refusal = country === undefined ? undefined : countryQueryRefusal(country);
  if (refusal !== undefined) return problem(c, 400, "bad-parameter", refusal, { parameter: "country" });
  // Counted from here on: judging the input is real work, even when the answer is a 400.
  const admission = await admit(c, deps, false);
  if (!admission.ok) return admission.response;
  const outcome = verifyCached(deps.index, url, country);
  if (!outcome.ok) {
    return problem(c, 400, "unknown-country", outcome.error.message, {
      parameter: "country",
      suggestions: [...outcome.error.suggestions],
    });
  }
  const { result } = outcome;
  if (result.verdict.kind === "invalid") {
    const reason = result.verdict.reasons[0];
    return problem(c, 400, "unjudgeable-url", reason?.message ?? "This URL cannot be judged.", {
      parameter: "url",
      reason: reason?.code ?? "invalid",
    });
  }
  const record = countryByIso2(deps.index, result.iso2);
  const source = record ? registryPageUrl(deps.config, record.id) : null;
  if (admission.caller.kind === "keyless") {
    return c.json({ ...result, source, attribution: attribution(deps.config, record?.id ?? null) });
  }
  return c.json({ ...result, source });
}
