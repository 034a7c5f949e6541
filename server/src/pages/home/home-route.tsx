/** @jsxImportSource hono/jsx */
import { findCountry, MAX_INPUT_LENGTH, verify } from "@entryguard/core";
import type { Context } from "hono";
import { raw } from "hono/html";
import type { AppDeps } from "../../app/app-deps.ts";
import type { PageCache } from "../layout/page-cache.ts";
import { renderPage } from "../layout/render-page.ts";
import type { RegistryView } from "../registry-view.ts";
import { hitCheckLimit } from "./check-limit.ts";
import { CountryDatalist, type FormProblem, HomePage, type HomePageProps } from "./home-page.tsx";

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

function unknownCountry(view: RegistryView, query: string): FormProblem {
  const match = findCountry(view.index.lookup, query);
  const suggestions = match.ok ? [] : match.error.suggestions;
  return {
    message: `No country or territory called “${query}” is in the registry.`,
    suggestions: suggestions.flatMap((name) => view.sorted.filter((c) => c.country === name)),
  };
}

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
  const popular = POPULAR.flatMap((id) => view.byId.get(id) ?? []);
  return (c) => homeRoute(c, deps, view, cache, { countryNames, popular });
}

async function homeRoute(
  c: Context,
  deps: AppDeps,
  view: RegistryView,
  cache: PageCache,
  shared: Pick<HomePageProps, "countryNames" | "popular">,
): Promise<Response> {
  const findQuery = c.req.query("country");
  const url = c.req.query("url");
  const forCountry = c.req.query("for")?.trim() ?? "";
  const props: HomePageProps = {
    ...shared,
    find: { query: echo(findQuery) },
    check: { url: echo(url), country: echo(forCountry) },
  };

  if (url === undefined && findQuery !== undefined) {
    const query = findQuery.trim();
    if (query === "") {
      const problem = { message: "Type a country name, alias or code.", suggestions: [] };
      return renderPage(c, <HomePage {...props} find={{ ...props.find, problem }} />, 400);
    }
    const match = findCountry(view.index.lookup, query);
    if (match.ok) return c.redirect(`/countries/${match.country.id}`, 303);
    const problem = unknownCountry(view, query.slice(0, 100));
    return renderPage(c, <HomePage {...props} find={{ ...props.find, problem }} />, 404);
  }

  if (url === undefined) {
    c.header("Cache-Control", "public, max-age=300");
    // Kept once for everyone, so it must not carry anything from this request (such as a stray `for`).
    const empty = { ...shared, find: { query: "" }, check: { url: "", country: "" } };
    return renderPage(c, await cache.document("home", () => <HomePage {...empty} />));
  }

  // Results depend on the limit and on what was typed: never cache them or share them through a cache.
  c.header("Cache-Control", "no-store");
  if (url.trim() === "") {
    const problem = { message: "Paste a web address or type a domain to check.", suggestions: [] };
    return renderPage(c, <HomePage {...props} check={{ ...props.check, problem }} />, 400);
  }
  if (forCountry !== "" && !findCountry(view.index.lookup, forCountry).ok) {
    const problem = unknownCountry(view, forCountry.slice(0, 100));
    return renderPage(c, <HomePage {...props} check={{ ...props.check, problem }} />, 400);
  }
  const limited = await hitCheckLimit(c, deps);
  if (limited) {
    c.header("Retry-After", String(limited.retryAfterSeconds));
    return renderPage(c, <HomePage {...props} check={{ ...props.check, limited }} />, 429);
  }
  const outcome = verify(view.index, url, { country: forCountry });
  if (!outcome.ok) {
    const problem = unknownCountry(view, forCountry.slice(0, 100));
    return renderPage(c, <HomePage {...props} check={{ ...props.check, problem }} />, 400);
  }
  const result = outcome.result;
  const country = result.iso2 ? view.byIso2.get(result.iso2) : undefined;
  const status = result.verdict.kind === "invalid" ? 400 : 200;
  return renderPage(
    c,
    <HomePage {...props} check={{ ...props.check, result: { value: result, country } }} />,
    status,
  );
}
