// Every sentence a traveller reads about a verdict, in one place so that detectors, the verdict and every
// face say the same thing.
import type { Partner, Portal, UnconfirmedHost } from "../snapshot/record-schema.ts";
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

/** Where to go instead: the country's official portal, or the plain fact that it has none. */
export function whereToGo(country: SnapshotCountry): string {
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

/** "evisa.gov.tr, Türkiye's official e-Visa portal". */
export function portalPhrase(host: string, country: SnapshotCountry, portal: Portal): string {
  return `${host}, ${portalTitle(country, portal)}`;
}

export function imitatesSentence(phrase: string, how: string): string {
  return `This address imitates ${phrase}: ${how}.`;
}

export function formerHostSentence(host: string, country: SnapshotCountry, note: string | undefined): string {
  const why = note ? ` ${note}` : "";
  const moved =
    country.official_url === null
      ? "the portal is no longer there"
      : `it has moved to ${country.official_url}`;
  return `${host} used to be ${possessive(country.country)} official portal, but ${moved}.${why}`;
}

export function knownUnofficialSentence(host: string, country: SnapshotCountry, namedBy: string): string {
  return `${host} is not ${possessive(country.country)} official portal: ${namedBy} names it as unofficial.`;
}

/** A host several governments name as unofficial: a private service for many countries, none in particular. */
export function sharedUnofficialSentence(
  host: string,
  named: readonly { country: SnapshotCountry; entry: { named_by: string } }[],
): string {
  const by = [...new Set(named.map((n) => `${n.entry.named_by} (${n.country.country})`))].join(", ");
  return `${host} is no government's official portal: ${by} name it as unofficial. It is a private visa service.`;
}

export function countryKeywordSentence(
  host: string,
  country: SnapshotCountry,
  words: readonly string[],
): string {
  const quoted = words.map((w) => `"${w}"`).join(" and ");
  return `${host} presents itself as a visa service for ${country.country} (${quoted}), but it is not ${possessive(country.country)} official portal.`;
}

export function governmentSuffixSentence(host: string, country: SnapshotCountry): string {
  return `${host} is under a government domain but is not the portal: its name offers a visa for ${country.country}, and ${possessive(country.country)} official portal is elsewhere.`;
}

export function visaServiceSentence(host: string, words: readonly string[]): string {
  const quoted = words.map((w) => `"${w}"`).join(" and ");
  return `${host} looks like a private visa service (${quoted}), not a government portal. Private services may charge more than the government's own fee.`;
}

export function mixedScriptSentence(scripts: readonly string[]): string {
  return `Its name mixes ${scripts.join(" and ")} letters, a trick to look like a familiar address.`;
}

/** "vfsglobal.com belongs to VFS Global (visa application centres), appointed by UK Visas and Immigration …" */
/**
 * The service a partner host belongs to. Records name it for their own country ("VFS Global (visa
 * application centres for Belgium)"): with several records and none asked first, only the company they
 * share is true of all of them.
 */
function serviceName(names: readonly string[]): string {
  const first = names[0];
  if (first === undefined) return "a government-appointed contractor";
  if (names.every((name) => name === first)) return first;
  const company = (name: string) => name.split(" (")[0]?.trim() ?? name;
  const shared = company(first);
  return names.every((name) => company(name) === shared) && shared !== "" ? shared : first;
}

export function partnerSentence(
  host: string,
  named: readonly { country: SnapshotCountry; partner: Partner }[],
  /** The first entry is the asked country's own: its name of the service is the one to show. */
  askedFirst = false,
): string {
  const names = named.map((n) => n.partner.name);
  const service = askedFirst ? (names[0] ?? serviceName(names)) : serviceName(names);
  const by = [...new Set(named.map((n) => `${n.partner.named_by} (${n.country.country})`))];
  const list = by.length <= 3 ? by.join(", ") : `${by.slice(0, 3).join(", ")} and ${by.length - 3} more`;
  return `${host} belongs to ${service}, a service appointed by ${list}. It is not the government's own portal and not a fake.`;
}

export function unconfirmedSentence(host: string, country: SnapshotCountry, entry: UnconfirmedHost): string {
  const note = entry.note ? ` ${entry.note}` : "";
  return `${entry.named_by} names ${host} as ${possessive(country.country)} entry portal, but it could not be confirmed: it is neither marked official nor warned about.${note}`;
}

/** One-line headlines of the kinds that inform rather than warn, for every face to show alike. */
export const INFORMATION_HEADLINES = {
  "visa-service": "A private visa service, not a government portal",
  partner: "A government-appointed partner, not the portal itself",
  unconfirmed: "Named by a government source, not confirmed",
} as const;
