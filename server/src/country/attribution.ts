import type { AppConfig } from "../config/app-config.ts";
import { registryPageUrl } from "./country-record.ts";

/** The credit keyless callers are asked to show beside a result. */
export interface Attribution {
  readonly text: string;
  readonly url: string;
}

export const CREDIT_LINE = "Official entry-portal data from the Entryguard registry";

/** Credit line and the registry page it links to (the country's page, else the registry's list). */
export function attribution(config: AppConfig, countryId: string | null): Attribution {
  const url = countryId ? registryPageUrl(config, countryId) : `${config.publicBaseUrl}/countries`;
  return { text: `${CREDIT_LINE}: ${url}`, url };
}
