import type { Problem, UnknownCountryError, VerificationResult, VerifyAnswer } from "@entryguard/core";
import type { AppDeps } from "../app/app-deps.ts";
import { attribution } from "../country/attribution.ts";
import { countryByIso2 } from "../country/country-id.ts";
import { registryPageUrl } from "../country/country-record.ts";
import { problemBody } from "../problem/problem.ts";
import { cachedVerify } from "./verify-cache.ts";

/** What every face gets for a URL: the contract's answer, or why there is none. */
export type AnswerOutcome =
  | { readonly kind: "answer"; readonly answer: VerifyAnswer }
  | { readonly kind: "unknown-country"; readonly error: UnknownCountryError }
  | { readonly kind: "unjudgeable-url"; readonly result: VerificationResult };

/** The answer for a caller with a key (no credit line asked) and for a keyless one. */
interface Answers {
  readonly keyed: AnswerOutcome;
  readonly keyless: AnswerOutcome;
}

export type VerifyAnswers = (url: string, country: string | undefined, keyless: boolean) => AnswerOutcome;

const perDeps = new WeakMap<AppDeps, VerifyAnswers>();

/**
 * The one verify answer REST, batch items, MCP and the pages share: core's verdict from one cache, with
 * the country's registry page as `source` and (keyless) the `attribution` credit line added in this one
 * place. Answers are built once per cached verdict, so a repeated URL costs a lookup, not a new object.
 */
export function verifyAnswers(deps: AppDeps): VerifyAnswers {
  const known = perDeps.get(deps);
  if (known) return known;
  const verifyCached = cachedVerify();
  const built = new WeakMap<VerificationResult, Answers>();
  const answersFor = (result: VerificationResult): Answers => {
    const record = countryByIso2(deps.index, result.iso2);
    const source = record ? registryPageUrl(deps.config, record.id) : null;
    return {
      keyed: { kind: "answer", answer: { ...result, source } },
      keyless: {
        kind: "answer",
        answer: { ...result, source, attribution: attribution(deps.config, record?.id ?? null) },
      },
    };
  };
  const answer: VerifyAnswers = (url, country, keyless) => {
    const outcome = verifyCached(deps.index, url, country);
    if (!outcome.ok) return { kind: "unknown-country", error: outcome.error };
    const { result } = outcome;
    if (result.verdict.kind === "invalid") return { kind: "unjudgeable-url", result };
    let answers = built.get(result);
    if (!answers) {
      answers = answersFor(result);
      built.set(result, answers);
    }
    return keyless ? answers.keyless : answers.keyed;
  };
  perDeps.set(deps, answer);
  return answer;
}

/** The 400 problem REST answers (GET, and per batch item) when there is no answer. */
export function answerProblem(
  outcome: Exclude<AnswerOutcome, { kind: "answer" }>,
): Problem & Record<string, unknown> {
  if (outcome.kind === "unknown-country") {
    return problemBody(400, "unknown-country", outcome.error.message, {
      parameter: "country",
      suggestions: [...outcome.error.suggestions],
    });
  }
  const reason = outcome.result.verdict.reasons[0];
  return problemBody(400, "unjudgeable-url", reason?.message ?? "This URL cannot be judged.", {
    parameter: "url",
    reason: reason?.code ?? "invalid",
  });
}
