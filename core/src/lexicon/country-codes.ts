// Which codes name a country, and where a host must write them to do so. The detectors share these rules:
// - among other words (`aus-eta-online`, `tur-evisa`): alpha-2 codes that are no everyday word, and alpha-3
//   codes that are no ordinary English, French or Spanish word (`codeWords`);
// - as a host's only word beside a visa word (`evisa-in`, `rus-visum`): also the codes that are words, every
//   internet code and every alpha-3 code (`apartCodes`);
// - as the top-level domain (`evisa.com.tr`): internet codes, not those used as generic names (`countryCodeTlds`).
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { ALPHA3_CODES, WORD_ALPHA3_CODES } from "./alpha3-codes.ts";
import { FILLER_WORDS } from "./visa-words.ts";

/**
 * ISO 3166 codes that are also everyday words or prefixes in domains: as a lone token they say nothing.
 */
export const AMBIGUOUS_ISO2 = new Set([
  "ad",
  "ae",
  "ai",
  "am",
  "an",
  "as",
  "at",
  "be",
  "by",
  "ca",
  "cc",
  "co",
  "do",
  "eu",
  "go",
  "hm",
  "id",
  "im",
  "in",
  "io",
  "is",
  "it",
  "la",
  "me",
  "mo",
  "ms",
  "my",
  "no",
  "nu",
  "om",
  "on",
  "pa",
  "pm",
  "so",
  "st",
  "tv",
  "to",
  "um",
  "ws",
]);

/**
 * Country-code top-level domains used as generic names (`.co` for company, `.io`, `.tv`, `.me`): a visa
 * word under them says nothing about the country.
 */
export const GENERIC_CCTLDS = new Set([
  "ac",
  "ai",
  "am",
  "cc",
  "co",
  "fm",
  "gg",
  "io",
  "la",
  "ly",
  "me",
  "ms",
  "nu",
  "sh",
  "so",
  "to",
  "tv",
  "vc",
  "ws",
]);

/** A country's internet code: its ISO2 in lowercase (the United Kingdom's is `uk`). */
export function internetCode(country: SnapshotCountry): string {
  return country.iso2 === "GB" ? "uk" : country.iso2.toLowerCase();
}

/** Country-code top-level domain → country, the generic ones (`co`, `tv`) left out. */
export function countryCodeTlds(countries: readonly SnapshotCountry[]): Map<string, SnapshotCountry> {
  const tlds = new Map<string, SnapshotCountry>();
  for (const country of countries) {
    const code = internetCode(country);
    if (!GENERIC_CCTLDS.has(code)) tlds.set(code, country);
  }
  return tlds;
}

/**
 * The acronyms that open the names of the registry's government-appointed contractors (`TLS` of
 * TLScontact, `VFS` of VFS Global, `BLS`): beside a visa word they name the contractor, so an alpha-3 code
 * spelled so names no country there (`tls-contact-visa` is no visa of Timor-Leste, whose code is TLS).
 */
export function contractorAcronyms(countries: readonly SnapshotCountry[]): Set<string> {
  const acronyms = new Set<string>();
  for (const country of countries)
    for (const partner of country.partners ?? []) {
      const opening = /^[A-Z]{3,}(?=[a-z]|\b)/.exec(partner.name)?.[0];
      if (opening) acronyms.add(opening.toLowerCase());
    }
  return acronyms;
}

/** Codes that name their country among other words of a host (the segmenting reading's `code` words). */
export function codeWords(countries: readonly SnapshotCountry[]): Map<string, SnapshotCountry> {
  const other = new Set([...FILLER_WORDS, ...contractorAcronyms(countries)]);
  const codes = new Map<string, SnapshotCountry>();
  for (const country of countries) {
    const code = country.iso2.toLowerCase();
    if (!AMBIGUOUS_ISO2.has(code)) codes.set(code, country);
    const alpha3 = ALPHA3_CODES.get(country.iso2);
    if (alpha3 && !other.has(alpha3)) codes.set(alpha3, country);
  }
  return codes;
}

/** Codes that name their country as a host's only word beside a visa word: internet codes, alpha-3 codes. */
export function apartCodes(countries: readonly SnapshotCountry[]): Map<string, SnapshotCountry> {
  const codes = countryCodeTlds(countries);
  const contractors = contractorAcronyms(countries);
  for (const country of countries) {
    for (const alpha3 of [ALPHA3_CODES.get(country.iso2), WORD_ALPHA3_CODES.get(country.iso2)])
      if (alpha3 && !contractors.has(alpha3)) codes.set(alpha3, country);
  }
  return codes;
}
