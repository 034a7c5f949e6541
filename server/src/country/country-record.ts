import type { CountryView, SnapshotCountry } from "@entryguard/core";
import type { AppConfig } from "../config/app-config.ts";

/** The registry page of a country: what every result's `source` and `attribution` link to. */
export function registryPageUrl(config: AppConfig, id: string): string {
  return `${config.publicBaseUrl}/countries/${encodeURIComponent(id)}`;
}

/** Shapes a snapshot record as the contract's country record (core's `countryViewSchema`). */
export function countryView(country: SnapshotCountry, config: AppConfig): CountryView {
  return {
    id: country.id,
    country: country.country,
    flag: country.flag,
    iso2: country.iso2,
    official_url: country.official_url,
    all_official_urls: [...new Set(country.portals.map((p) => p.url))],
    status: country.status,
    checked_on: country.checked_on,
    updated_on: country.updated_on,
    last_checked: country.last_checked,
    portals: country.portals.map((p) => ({
      url: p.url,
      kind: p.kind,
      name: p.name,
      hosts: p.hosts ?? [new URL(p.url).hostname],
      sources: p.sources,
    })),
    source: registryPageUrl(config, country.id),
  };
}
