import { MAX_INPUT_LENGTH } from "@entryguard/core";
import type { AppDeps } from "../../app/app-deps.ts";
import { attribution } from "../../country/attribution.ts";
import { countryByIso2 } from "../../country/country-id.ts";
import { registryPageUrl } from "../../country/country-record.ts";
import { type Problem, problemBody } from "../../problem/problem.ts";
import type { cachedVerify } from "../../verify/verify-cache.ts";

/** One URL's answer in a batch: the GET /v1/verify body, or the problem GET would have answered. */
export type Judgment =
  | { readonly ok: true; readonly result: Record<string, unknown> }
  | { readonly ok: false; readonly problem: Problem };

const bad = (code: string, detail: string, extra: Record<string, unknown>): Judgment => ({
  ok: false,
  problem: problemBody(400, code, detail, extra),
});

/** Whether an item is refused before any work (such items are not counted against the limits). */
export function cheapRefusal(item: unknown): Judgment | undefined {
  if (typeof item !== "string")
    return bad("bad-parameter", "Each url must be a string.", { parameter: "url" });
  if (item.trim() === "") return bad("bad-parameter", "The url is empty.", { parameter: "url" });
  if (item.length > MAX_INPUT_LENGTH) {
    return bad("bad-parameter", `The url is longer than ${MAX_INPUT_LENGTH} characters.`, {
      parameter: "url",
    });
  }
  return undefined;
}

/** Core's verdict on one URL, shaped as GET /v1/verify shapes it (source, and attribution when keyless). */
export function judgeUrl(
  deps: AppDeps,
  verifyCached: ReturnType<typeof cachedVerify>,
  url: string,
  country: string | undefined,
  keyless: boolean,
): Judgment {
  const outcome = verifyCached(deps.index, url, country);
  if (!outcome.ok) {
    return bad("unknown-country", outcome.error.message, {
      parameter: "country",
      suggestions: [...outcome.error.suggestions],
    });
  }
  const { result } = outcome;
  if (result.verdict.kind === "invalid") {
    const reason = result.verdict.reasons[0];
    return bad("unjudgeable-url", reason?.message ?? "This URL cannot be judged.", {
      parameter: "url",
      reason: reason?.code ?? "invalid",
    });
  }
  const record = countryByIso2(deps.index, result.iso2);
  const source = record ? registryPageUrl(deps.config, record.id) : null;
  return keyless
    ? { ok: true, result: { ...result, source, attribution: attribution(deps.config, record?.id ?? null) } }
    : { ok: true, result: { ...result, source } };
}
