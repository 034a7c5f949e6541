// Every sentence a traveller reads about a verdict, in one place so the faces stay consistent.
import type { Portal } from "../snapshot/record-schema.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import type { InvalidInput } from "../url/parse-input.ts";
import { MAX_INPUT_LENGTH } from "../url/parse-input.ts";

/** "Türkiye's official e-Visa portal". */
export function portalTitle(country: SnapshotCountry, portal: Portal): string {
  return `${possessive(country.country)} official ${portal.name} portal`;
}

export function possessive(name: string): string {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}

// A country's sentence never changes for a snapshot: build it once per country object.
const whereToGoSaid = new WeakMap<SnapshotCountry, string>();

/** Where to go instead: the country's official portal, or the plain fact that it has none. */
export function whereToGo(country: SnapshotCountry): string {
  let said = whereToGoSaid.get(country);
  if (said === undefined) {
    said = whereToGoSentence(country);
    whereToGoSaid.set(country, said);
  }
  return said;
}

function whereToGoSentence(country: SnapshotCountry): string {
  if (country.official_url === null) {
    return `${country.country} has no official online entry authorisation: any site selling an eVisa for ${country.country} is not official.`;
  }
  return `${possessive(country.country)} official portal is ${country.official_url}`;
}

export function officialSentence(host: string, country: SnapshotCountry, portal: Portal): string {
  return `${host} belongs to ${portalTitle(country, portal)}.`;
}

export function sharedOfficialSentence(host: string, portal: Portal, countries: number): string {
  return `${host} belongs to ${portal.name}, the official portal shared by ${countries} countries and territories.`;
}

export function otherCountrySentence(host: string, owner: string, asked: SnapshotCountry): string {
  return `${host} is the official portal of ${owner}, not of ${asked.country}. ${whereToGo(asked)}`;
}

export function notOfficialForSentence(host: string, asked: SnapshotCountry): string {
  return `${host} is not ${possessive(asked.country)} official entry portal. ${whereToGo(asked)}`;
}

export function unrelatedSentence(host: string): string {
  return `${host} is not an official entry-authorisation portal in the Entryguard registry.`;
}

export function ipLiteralSentence(host: string): string {
  return `${host} is a bare IP address; no government entry portal is served from one.`;
}

export function invalidSentence(invalid: InvalidInput): string {
  switch (invalid.reason) {
    case "empty":
      return "Nothing to check: the address is empty.";
    case "too-long":
      return `The address is longer than ${MAX_INPUT_LENGTH} characters, so it cannot be judged.`;
    case "unsupported-scheme":
      return `Only web addresses (http or https) can be checked, not "${invalid.scheme}:" links.`;
    case "no-host":
      return "The address has no website name in it.";
    case "unparsable":
      return "This is not a web address or domain that a browser could open.";
    case "relative-reference":
      return "This is a relative link: a browser opens it on the site of the page it appears on, not at the name it contains. Give the full address (https://…) or the bare domain.";
  }
}
