/** @jsxImportSource hono/jsx */
import { type Portal, portalHosts, type SnapshotCountry } from "@entryguard/core";
import type { RegistryView } from "../registry-view.ts";
import { portalKindLabel } from "./portal-kind.ts";
import { RecordDateFacts } from "./record-status.tsx";

/** The other records that list a shared portal, by name when there are few enough to read. */
function Others({ others }: { others: readonly SnapshotCountry[] }) {
  if (others.length > 6) return <>{others.length} other countries and territories</>;
  return (
    <>
      {others.map((o, i) => (
        <>
          {i === 0 ? "" : i === others.length - 1 ? " and " : ", "}
          <a href={`/countries/${o.id}`}>{o.country}</a>
        </>
      ))}
    </>
  );
}

function SharedNote({
  portal,
  country,
  view,
}: {
  portal: Portal;
  country: SnapshotCountry;
  view: RegistryView;
}) {
  if (!portal.shared_by) return null;
  const owner = view.byId.get(portal.shared_by);
  const others = (view.sharedBy.get(portal.shared_by) ?? []).filter((c) => c !== country && c !== owner);
  if (owner && owner !== country) {
    return (
      <p>
        This portal is run by <a href={`/countries/${owner.id}`}>{owner.country}</a> and also covers{" "}
        {country.country}.
      </p>
    );
  }
  if (others.length === 0) return null;
  return (
    <p>
      The same portal also covers <Others others={others} />.
    </p>
  );
}

/** One portal: kind, official name, the link, the hosts that belong to it, status, dates and sources. */
export function PortalCard({
  portal,
  country,
  view,
}: {
  portal: Portal;
  country: SnapshotCountry;
  view: RegistryView;
}) {
  const hosts = portalHosts(portal);
  return (
    <article class="portal" data-testid="portal">
      <h3>{portal.name}</h3>
      <a class="real-link" href={portal.url} rel="noopener noreferrer">
        {portal.url}
      </a>
      <dl class="facts">
        <dt>Kind</dt>
        <dd>{portalKindLabel(portal.kind)}</dd>
        <dt>Official name</dt>
        <dd>{portal.name}</dd>
        <dt>Official addresses</dt>
        <dd>
          {hosts.map((host, i) => (
            <>
              {i > 0 ? ", " : ""}
              <span class="host">{host}</span>
            </>
          ))}{" "}
          and addresses ending in them
        </dd>
        <RecordDateFacts record={country} />
      </dl>
      <SharedNote portal={portal} country={country} view={view} />
      <h4>Sources</h4>
      <p class="hint">Government pages that name this portal.</p>
      <ul>
        {portal.sources.map((source) => (
          <li>
            <a href={source} rel="noopener noreferrer">
              {source}
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
