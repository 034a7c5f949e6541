// The sentences a traveller reads when a detector fires; one place, so every face says the same thing.
import type { Portal } from "../snapshot/record-schema.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { portalTitle, possessive } from "../verdict/sentences.ts";

/** "evisa.gov.tr, Türkiye's official e-Visa portal". */
export function portalPhrase(host: string, country: SnapshotCountry, portal: Portal): string {
  return `${host}, ${portalTitle(country, portal)}`;
}

export function imitatesSentence(phrase: string, how: string): string {
  return `This address imitates ${phrase}: ${how}.`;
}

export function formerHostSentence(host: string, country: SnapshotCountry, note: string | undefined): string {
  const why = note ? ` ${note}` : "";
  return `${host} used to be ${possessive(country.country)} official portal, but the portal has moved.${why}`;
}

export function knownUnofficialSentence(host: string, country: SnapshotCountry, namedBy: string): string {
  return `${host} is not ${possessive(country.country)} official portal: ${namedBy} names it as unofficial.`;
}

export function countryKeywordSentence(
  host: string,
  country: SnapshotCountry,
  words: readonly string[],
): string {
  const quoted = words.map((w) => `"${w}"`).join(" and ");
  return `${host} presents itself as a visa service for ${country.country} (${quoted}), but it is not ${possessive(country.country)} official portal.`;
}

export function mixedScriptSentence(scripts: readonly string[]): string {
  return `Its name mixes ${scripts.join(" and ")} letters, a trick to look like a familiar address.`;
}
