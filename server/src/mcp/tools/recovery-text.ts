import type { UnknownCountryError } from "@entryguard/core";

/** What a model should do after naming a country the registry does not know. */
export function unknownCountryText(error: UnknownCountryError): string {
  const retry =
    error.suggestions.length > 0
      ? `Call the tool again with one of: ${error.suggestions.map((s) => JSON.stringify(s)).join(", ")}.`
      : 'Call the tool again with the country\'s English name or its ISO 3166-1 alpha-2 code (e.g. "IN" for India).';
  return `${error.message} ${retry}`;
}

/** What a model should do after passing something that is not a URL or domain we can judge. */
export function unjudgeableUrlText(message: string): string {
  return (
    `${message} Pass the address exactly as the user saw it: a full http(s) URL such as ` +
    `"https://evisa.gov.tr/en/" or a bare domain such as "evisa.gov.tr".`
  );
}
