/** @jsxImportSource hono/jsx */
import { findCountry } from "@entryguard/core";
import type { Context } from "hono";
import type { AppDeps } from "../../app/app-deps.ts";
import { verifyAnswers } from "../../verify/verify-answer.ts";
import { renderPage } from "../layout/render-page.ts";
import type { RegistryView } from "../registry-view.ts";
import { hitCheckLimit } from "./check-limit.ts";
import { type FormProblem, HomePage, type HomePageProps } from "./home-page.tsx";
import { unknownCountry } from "./unknown-country.ts";

/**
 * `/?url=…&for=…`: core's one verdict on the address, counted against the keyless verify limit. Input
 * mistakes (nothing typed, an unknown country) are answered before counting, so they cost no check.
 */
export async function checkAnswer(
  c: Context,
  deps: AppDeps,
  view: RegistryView,
  props: HomePageProps,
  url: string,
  forCountry: string,
): Promise<Response> {
  // Results depend on the limit and on what was typed: never cache them or share them through a cache.
  c.header("Cache-Control", "no-store");
  const withProblem = (problem: FormProblem) =>
    renderPage(c, <HomePage {...props} check={{ ...props.check, problem }} />, 400);
  if (url.trim() === "") {
    return withProblem({ message: "Paste a web address or type a domain to check.", suggestions: [] });
  }
  if (forCountry !== "" && !findCountry(view.index.lookup, forCountry).ok) {
    return withProblem(unknownCountry(view, forCountry));
  }
  const limited = await hitCheckLimit(c, deps);
  if (limited) {
    c.header("Retry-After", String(limited.retryAfterSeconds));
    return renderPage(c, <HomePage {...props} check={{ ...props.check, limited }} />, 429);
  }
  // The same answer (and cache) as GET /v1/verify gives a keyless caller.
  const outcome = verifyAnswers(deps)(url, forCountry === "" ? undefined : forCountry, true);
  if (outcome.kind === "unknown-country") return withProblem(unknownCountry(view, forCountry));
  const result = outcome.kind === "answer" ? outcome.answer : outcome.result;
  const country = result.iso2 ? view.byIso2.get(result.iso2) : undefined;
  const status = outcome.kind === "answer" ? 200 : 400;
  return renderPage(
    c,
    <HomePage {...props} check={{ ...props.check, result: { value: result, country } }} />,
    status,
  );
}
