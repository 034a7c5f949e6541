/** @jsxImportSource hono/jsx */
import { findCountry, suggestCountries } from "@entryguard/core";
import type { Context } from "hono";
import type { PageCache } from "../layout/page-cache.ts";
import { renderPage } from "../layout/render-page.ts";
import { CountryNotFoundPage } from "../not-found/country-not-found-page.tsx";
import { filterCountries, type RegistryView } from "../registry-view.ts";
import { CountryListPage } from "./country-list-page.tsx";
import { CountryPage } from "./country-page.tsx";

/** `GET /countries?q=`: the whole registry A–Z, or the records whose names contain `q`. */
export async function countryListRoute(c: Context, view: RegistryView, cache: PageCache): Promise<Response> {
  const query = (c.req.query("q") ?? "").trim().slice(0, 100);
  const render = () => {
    const countries = filterCountries(view, query);
    const suggestions = countries.length === 0 ? suggestCountries(view.index.lookup, query) : [];
    return (
      <CountryListPage
        countries={countries}
        total={view.sorted.length}
        query={query}
        suggestions={suggestions}
        foldedNames={view.foldedNames}
      />
    );
  };
  c.header("Cache-Control", "public, max-age=300");
  // Only the full list is kept: a filtered one is small, and its key would come from the client.
  return renderPage(c, query === "" ? await cache.document("countries", render) : render());
}

/**
 * `GET /countries/{id}`: one record. Any other name for a country (`/countries/turkey`, `/countries/GB`)
 * redirects to its id, so links people guess still land; anything else is a 404 that suggests names.
 */
export async function countryRoute(c: Context, view: RegistryView, cache: PageCache): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const country = view.byId.get(id);
  if (country) {
    c.header("Cache-Control", "public, max-age=300");
    return renderPage(
      c,
      await cache.document(`country:${id}`, () => <CountryPage country={country} view={view} />),
    );
  }
  const query = id.replace(/-/g, " ").slice(0, 100);
  const match = findCountry(view.index.lookup, query);
  if (match.ok) return c.redirect(`/countries/${match.country.id}`, 301);
  return renderPage(
    c,
    <CountryNotFoundPage query={query} suggestions={suggestCountries(view.index.lookup, query)} />,
    404,
  );
}
