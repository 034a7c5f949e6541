/** @jsxImportSource hono/jsx */
import { MAX_INPUT_LENGTH } from "@entryguard/core";
import type { Context } from "hono";
import { raw } from "hono/html";
import type { AppDeps } from "../../app/app-deps.ts";
import type { PageCache } from "../layout/page-cache.ts";
import { renderPage } from "../layout/render-page.ts";
import type { RegistryView } from "../registry-view.ts";
import { checkAnswer } from "./check-answer.tsx";
import { findAnswer } from "./find-answer.tsx";
import { CountryDatalist, HomePage, type HomePageProps } from "./home-page.tsx";

// Destinations whose eVisa and ETA portals are most often imitated by paid "agency" sites.
const POPULAR = [
  "turkiye",
  "india",
  "united-states",
  "united-kingdom",
  "canada",
  "australia",
  "sri-lanka",
  "kenya",
  "egypt",
  "vietnam",
  "cambodia",
  "new-zealand",
  "south-korea",
];

// Echoed values are cut to what verify accepts anyway, so a huge query string cannot bloat the page.
const echo = (value: string | undefined) => (value ?? "").slice(0, MAX_INPUT_LENGTH + 1);

/**
 * `GET /`: the two boxes. `?country=` finds a country and redirects to its page; `?url=` (with an optional
 * `for` country) shows core's verdict, counted against the keyless verify limit.
 */
export function createHomeRoute(
  deps: AppDeps,
  view: RegistryView,
  cache: PageCache,
): (c: Context) => Promise<Response> {
  // The suggestion list is the bulk of the page and the same on every answer: render it once.
  const countryNames = raw((<CountryDatalist names={view.suggestionNames} />).toString());
  const shared = { countryNames, popular: POPULAR.flatMap((id) => view.byId.get(id) ?? []) };
  const emptyProps: HomePageProps = { ...shared, find: { query: "" }, check: { url: "", country: "" } };

  return async function homeRoute(c) {
    const findQuery = c.req.query("country");
    const url = c.req.query("url");
    const forCountry = c.req.query("for")?.trim() ?? "";
    const props: HomePageProps = {
      ...shared,
      find: { query: echo(findQuery) },
      check: { url: echo(url), country: echo(forCountry) },
    };
    if (url !== undefined) return checkAnswer(c, deps, view, props, url, forCountry);
    if (findQuery !== undefined) return findAnswer(c, view, props, findQuery);
    c.header("Cache-Control", "public, max-age=300");
    // Rendered once for everyone, so it is built from empty props, never from this request.
    return renderPage(c, await cache.document("home", () => <HomePage {...emptyProps} />));
  };
}
