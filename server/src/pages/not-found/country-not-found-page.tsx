/** @jsxImportSource hono/jsx */
import type { SnapshotCountry } from "@entryguard/core";
import { PageLayout } from "../layout/page-layout.tsx";

/** The 404 for an unknown country: what was asked, the nearest names, and the way to the full list. */
export function CountryNotFoundPage({
  query,
  suggestions,
}: {
  query: string;
  suggestions: readonly SnapshotCountry[];
}) {
  return (
    <PageLayout title="Country not found">
      <h1>No country called “{query}”</h1>
      <p>The registry has no country or territory by that name or code.</p>
      {suggestions.length > 0 ? (
        <section aria-labelledby="suggestions">
          <h2 id="suggestions">Did you mean</h2>
          <ul data-testid="suggestions">
            {suggestions.map((s) => (
              <li>
                <span class="flag" aria-hidden="true">
                  {s.flag}
                </span>{" "}
                <a href={`/countries/${s.id}`}>{s.country}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        See <a href="/countries">all countries and territories</a>, or{" "}
        <a href="/">search by any name, alias or code</a>.
      </p>
    </PageLayout>
  );
}
