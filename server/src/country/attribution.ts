import type { AppConfig } from "../config/app-config.ts";
import { registryPageUrl } from "./country-record.ts";

export const CREDIT_LINE = "Official entry-portal data from the Entryguard registry";

/**
 * The credit line keyless callers are asked to show beside a result, naming the registry page it comes
 * from (the country's page, else the registry's list). A plain string, as documented; the link alone is
 * in the result's `source`.
 */
export function attribution(config: AppConfig, countryId: string | null): string {
  const url = countryId ? registryPageUrl(config, countryId) : `${config.publicBaseUrl}/countries`;
  return `${CREDIT_LINE}: ${url}`;
}
