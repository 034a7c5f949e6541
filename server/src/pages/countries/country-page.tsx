/** @jsxImportSource hono/jsx */
import { portalHosts, type SnapshotCountry } from "@entryguard/core";
import { PageLayout } from "../layout/page-layout.tsx";
import type { RegistryView } from "../registry-view.ts";
import { PortalCard } from "./portal-card.tsx";
import { RecordDates, UnverifiedNotice } from "./record-status.tsx";
import { SpotAFake } from "./spot-a-fake.tsx";

function NoPortal({ country }: { country: SnapshotCountry }) {
  return (
    <section aria-labelledby="no-portal">
      <h2 id="no-portal">No official online portal</h2>
      <div class="alert" data-testid="no-portal">
        <p>
          <strong>{country.country} has no official online entry authorisation</strong> (no eVisa, electronic
          travel authorisation or digital arrival card run by its government is known to this registry).
        </p>
        <p>Any website selling an eVisa for {country.country} is not official.</p>
      </div>
      <RecordDates record={country} />
    </section>
  );
}

function FormerHosts({ country }: { country: SnapshotCountry }) {
  if (country.former_hosts.length === 0) return null;
  const current = country.portals[0] ? portalHosts(country.portals[0])[0] : undefined;
  return (
    <section aria-labelledby="former">
      <h2 id="former">Former addresses</h2>
      <ul>
        {country.former_hosts.map((former) => (
          <li>
            <span class="host">{former.host}</span>{" "}
            {current ? (
              <>
                — moved to <span class="host">{current}</span>.
              </>
            ) : (
              "— no longer in use."
            )}{" "}
            {former.note ?? ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

function KnownUnofficial({ country }: { country: SnapshotCountry }) {
  if (country.known_unofficial.length === 0) return null;
  return (
    <section aria-labelledby="unofficial">
      <h2 id="unofficial">Addresses named as unofficial</h2>
      <p>These sites have been publicly named as not official; each line says who named them:</p>
      <ul>
        {country.known_unofficial.map((entry) => (
          <li>
            <span class="host">{entry.host}</span> — named by {entry.named_by} (
            <a href={entry.source} rel="noopener noreferrer">
              source
            </a>
            )
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/countries/{id}`: everything the registry knows about one country's entry portals. */
export function CountryPage({ country, view }: { country: SnapshotCountry; view: RegistryView }) {
  const heading = country.portals.length === 1 ? "Official portal" : "Official portals";
  return (
    <PageLayout
      title={`${country.country}: official entry portal`}
      description={`The official eVisa, ETA or arrival-card portal of ${country.country}, and how to spot a fake.`}
    >
      <h1>
        <span class="flag" aria-hidden="true">
          {country.flag}
        </span>
        {country.country}
      </h1>
      <p class="lede">
        ISO code {country.iso2}
        {country.aliases.length > 0 ? `. Also called ${country.aliases.join(", ")}.` : "."}
      </p>
      <UnverifiedNotice status={country.status} name={country.country} />
      {country.portals.length === 0 ? (
        <NoPortal country={country} />
      ) : (
        <section aria-labelledby="portals">
          <h2 id="portals">{heading}</h2>
          {country.portals.map((portal) => (
            <PortalCard portal={portal} country={country} view={view} />
          ))}
        </section>
      )}
      <FormerHosts country={country} />
      <KnownUnofficial country={country} />
      {country.notes ? (
        <section aria-labelledby="notes">
          <h2 id="notes">Notes</h2>
          <p>{country.notes}</p>
        </section>
      ) : null}
      {country.history.length > 0 ? (
        <section aria-labelledby="history">
          <h2 id="history">Confirmations</h2>
          <ul>
            {country.history.map((h) => (
              <li>
                <time datetime={h.on}>{h.on}</time>: {h.by} confirmed {h.what}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SpotAFake country={country} />
    </PageLayout>
  );
}
