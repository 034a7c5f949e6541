import type { Problem, VerifyAnswer } from "@entryguard/core";
import { MAX_INPUT_LENGTH } from "@entryguard/core";
import { type ProblemExtras, problemBody } from "../../problem/problem.ts";
import { answerProblem, type VerifyAnswers } from "../../verify/verify-answer.ts";

/** One URL's answer in a batch: the GET /v1/verify body, or the problem GET would have answered. */
export type Judgment =
  | { readonly ok: true; readonly result: VerifyAnswer }
  | { readonly ok: false; readonly problem: Problem };

const bad = (code: string, detail: string, extra: ProblemExtras): Judgment => ({
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

/** The shared verify answer for one URL, or the problem GET /v1/verify would have answered. */
export function judgeUrl(
  answers: VerifyAnswers,
  url: string,
  country: string | undefined,
  keyless: boolean,
): Judgment {
  const outcome = answers(url, country, keyless);
  return outcome.kind === "answer"
    ? { ok: true, result: outcome.answer }
    : { ok: false, problem: answerProblem(outcome) };
}
