/** @jsxImportSource hono/jsx */
import { portalHosts, type SnapshotCountry } from "@entryguard/core";

/** A short, country-specific box on recognising copycat visa sites. */
export function SpotAFake({ country }: { country: SnapshotCountry }) {
  const host = country.portals[0] ? portalHosts(country.portals[0])[0] : undefined;
  return (
    <aside class="tips" aria-labelledby="spot-a-fake">
      <h2 id="spot-a-fake">How to spot a fake</h2>
      <ul>
        {host ? (
          <li>
            The official address ends in <span class="host">{host}</span>. Read the address bar from the
            right: <span class="host">{host}.example.com</span> or{" "}
            <span class="host">{host.replace(/\./g, "-")}.com</span> are other people’s sites.
          </li>
        ) : (
          <li>
            {country.country} has no official online entry authorisation. Any site selling an eVisa for{" "}
            {country.country} is not official.
          </li>
        )}
        <li>
          Ads and search results often lead to agents that copy the flag, the emblem and the official name,
          and charge a “service fee” on top of the real price. Use the link on this page or type the address
          yourself.
        </li>
        <li>Be wary of promises of “urgent”, “guaranteed” or “instant” approval.</li>
        <li>
          Before you type a passport number or card details, paste the address into{" "}
          <a href="/#check">Check a website</a>.
        </li>
      </ul>
    </aside>
  );
}
