/** @jsxImportSource hono/jsx */
import type { SnapshotCountry } from "@entryguard/core";
import { countriesFilterPath } from "../assets/asset-routes.ts";
import { PageLayout } from "../layout/page-layout.tsx";
import { portalKindLabel } from "./portal-kind.ts";
import { StatusLabel } from "./record-status.tsx";

function portalSummary(country: SnapshotCountry): string {
  if (country.portals.length === 0) return "No online portal";
  return [...new Set(country.portals.map((p) => portalKindLabel(p.kind)))].join(", ");
}

export interface CountryListProps {
  readonly countries: readonly SnapshotCountry[];
  readonly total: number;
  readonly query: string;
  readonly suggestions: readonly SnapshotCountry[];
  readonly foldedNames: ReadonlyMap<SnapshotCountry, readonly string[]>;
}

/** `/countries`: every record A–Z with its flag, portal kind and status, filtered by name. */
export function CountryListPage({ countries, total, query, suggestions, foldedNames }: CountryListProps) {
  return (
    <PageLayout
      title="All countries and territories" // The live filter works on the full list; a list the server already filtered keeps the plain form.
      scripts={query === "" ? [countriesFilterPath] : []}
    >
      <h1>All countries and territories</h1>
      <form class="filter" action="/countries" method="get">
        <div>
          <label for="filter">Filter by name</label>
          <input id="filter" type="search" name="q" value={query} autocomplete="off" />
        </div>
        <button type="submit">Filter</button>
      </form>
      <p class="count" id="filter-count" aria-live="polite">
        {query ? `${countries.length} of ${total} match “${query}”.` : `${total} countries and territories.`}
      </p>
      {countries.length === 0 ? (
        <p data-testid="no-match">
          Nothing matches “{query}”.
          {suggestions.length > 0 ? (
            <>
              {" "}
              Did you mean{" "}
              {suggestions.map((s, i) => (
                <>
                  {i > 0 ? ", " : ""}
                  <a href={`/countries/${s.id}`}>{s.country}</a>
                </>
              ))}
              ?
            </>
          ) : null}{" "}
          <a href="/countries">Show all</a>
        </p>
      ) : (
        <table>
          <caption class="sr-only">Countries, their entry portal and the record’s status</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Portal</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {countries.map((c) => (
              <tr data-names={(foldedNames.get(c) ?? []).join("|")} data-iso2={c.iso2.toLowerCase()}>
                <th scope="row">
                  <span class="flag" aria-hidden="true">
                    {c.flag}
                  </span>{" "}
                  <a href={`/countries/${c.id}`}>{c.country}</a>
                </th>
                <td>{portalSummary(c)}</td>
                <td>
                  <StatusLabel record={c} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageLayout>
  );
}
