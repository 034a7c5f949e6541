import type { SnapshotCountry } from "@entryguard/core";
import type { AppConfig } from "../config/app-config.ts";

/** A portal as the API shows it: where, what kind, and which government pages name it. */
export interface PortalView {
  readonly url: string;
  readonly kind: "evisa" | "eta" | "arrival-card" | "other";
  readonly name: string;
  readonly hosts: readonly string[];
  readonly sources: readonly string[];
}

/** The country record every face returns (REST `/v1/country`, `/v1/countries`, MCP). */
export interface CountryView {
  readonly id: string;
  readonly country: string;
  readonly flag: string;
  readonly iso2: string;
  readonly official_url: string | null;
  readonly all_official_urls: readonly string[];
  readonly status: "verified" | "unverified";
  readonly checked_on: string | null;
  readonly updated_on: string;
  readonly last_checked: string | null;
  readonly portals: readonly PortalView[];
  /** The public registry page for this country. */
  readonly source: string;
}

/** The registry page of a country: what every result's `source` and `attribution` link to. */
export function registryPageUrl(config: AppConfig, id: string): string {
  return `${config.publicBaseUrl}/countries/${encodeURIComponent(id)}`;
}

/** Shapes a snapshot record for the API. */
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
