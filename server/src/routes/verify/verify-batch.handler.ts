import { countryQueryRefusal, findCountry, MAX_INPUT_LENGTH } from "@entryguard/core";
import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps } from "../../app/app-deps.ts";
import { problem } from "../../problem/problem.ts";
import { verifyAnswers } from "../../verify/verify-answer.ts";
import { admitBatch } from "./admit-batch.ts";
import { cheapRefusal, type Judgment, judgeUrl } from "./judge-url.ts";
import type { VerifyBatchResponseSchema } from "./verify-batch.route.ts";

/** The most URLs one batch may carry. */
export const MAX_BATCH_URLS = 100;

async function readJson(
  c: Context,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\s*(;|$)/i.test(type)) {
    return {
      ok: false,
      response: problem(
        c,
        415,
        "unsupported-media-type",
        "Send the batch as Content-Type: application/json.",
      ),
    };
  }
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) };
  } catch {
    return { ok: false, response: problem(c, 400, "bad-body", "The body is not valid JSON.") };
  }
}

/**
 * POST /v1/verify: up to 100 URLs judged by the one verdict, answered in order. A bad item gets its own
 * problem object and the others are still judged; each judged URL counts as one call.
 */
export async function verifyBatchHandler(c: Context, deps: AppDeps): Promise<Response> {
  const read = await readJson(c);
  if (!read.ok) return read.response;
  const body = read.value;
  if (
    typeof body !== "object" ||
    body === null ||
    Array.isArray(body) ||
    !Array.isArray((body as { urls?: unknown }).urls)
  ) {
    return problem(c, 400, "bad-body", 'The body must be an object with "urls": an array of 1 to 100 URLs.', {
      parameter: "urls",
    });
  }
  const { urls, country } = body as { urls: unknown[]; country?: unknown };
  if (urls.length === 0)
    return problem(c, 400, "bad-body", "The urls array is empty.", { parameter: "urls" });
  if (urls.length > MAX_BATCH_URLS) {
    return problem(
      c,
      413,
      "too-many-urls",
      `A batch holds at most ${MAX_BATCH_URLS} URLs; this one has ${urls.length}.`,
      {
        parameter: "urls",
      },
    );
  }
  if (country !== undefined && typeof country !== "string") {
    return problem(c, 400, "bad-parameter", "The country must be a name, as a string.", {
      parameter: "country",
    });
  }
  // The same refusal as GET /v1/verify and MCP: too long, or holding a control character.
  const refusal = country === undefined ? undefined : countryQueryRefusal(country);
  if (refusal !== undefined) return problem(c, 400, "bad-parameter", refusal, { parameter: "country" });
  if (country !== undefined) {
    const match = findCountry(deps.index.lookup, country);
    if (!match.ok) {
      return problem(c, 400, "unknown-country", match.error.message, {
        parameter: "country",
        suggestions: [...match.error.suggestions],
      });
    }
  }
  const refusals = urls.map(cheapRefusal);
  const judged = refusals.filter((r) => r === undefined).length;
  // Items refused unread are not counted, as on GET; a batch of nothing but such items still costs one call.
  const admission = await admitBatch(c, deps, Math.max(1, judged));
  if (!admission.ok) return admission.response;
  const keyless = admission.caller.kind === "keyless";
  const results = urls.map(
    (url, i): Judgment => refusals[i] ?? judgeUrl(verifyAnswers(deps), url as string, country, keyless),
  );
  // Checked against the documented response schema at compile time: the route's body is read by hand (per-item
  // problems), so this handler is not registered through `app.openapi`.
  const answer: z.output<typeof VerifyBatchResponseSchema> = {
    total: results.length,
    results: results.map((j, i) => {
      const url = typeof urls[i] === "string" ? (urls[i] as string).slice(0, MAX_INPUT_LENGTH) : null;
      return j.ok ? { url, result: j.result } : { url, problem: j.problem };
    }),
  };
  return c.json(answer);
}
