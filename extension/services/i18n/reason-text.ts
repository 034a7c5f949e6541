// Reason sentences in the traveller's language, built from core's reason codes and the verdict's own
// parameters (the host, the imitated host, the country), never by translating core's English sentences.
import type { Reason, VerificationResult } from "@entryguard/core";
import { type MessageKey, t } from "./translate.ts";

/** Which parameter each message takes, in its placeholder order. */
type Param = "host" | "real" | "country";

const BY_CODE: Readonly<Record<string, readonly [MessageKey, ...Param[]]>> = {
  "edit-distance": ["reasonEditDistance", "real"],
  confusable: ["reasonConfusable", "real"],
  "mixed-script": ["reasonMixedScript"],
  "tld-swap": ["reasonTldSwap", "real"],
  "embedded-target": ["reasonEmbeddedTarget", "real"],
  "former-host": ["reasonFormerHost", "host", "country"],
  "known-unofficial": ["reasonKnownUnofficial", "host", "country"],
  "country-keyword": ["reasonCountryKeyword", "host", "country"],
};
/** A code this build does not know yet (core may add some) still gets a true, plain sentence. */
const OTHER: readonly [MessageKey, ...Param[]] = ["reasonOther", "host", "country"];

/** The message for a reason code; `reasonOther` for a code this build has no sentence of its own for. */
export function reasonKey(code: string): MessageKey {
  return (BY_CODE[code] ?? OTHER)[0];
}

/** The host of the official portal the site imitates: core's `imitates`, else the real portal's host. */
export function realHost(result: VerificationResult): string | null {
  if (result.verdict.imitates) return result.verdict.imitates;
  if (!result.real_url) return null;
  try {
    return new URL(result.real_url).hostname;
  } catch {
    return null;
  }
}

/** The country's name, or "a country" in the traveller's language when core names none. */
export function countryName(result: VerificationResult): string {
  return result.country ?? t("someCountry");
}

/** One sentence for one of core's reasons about `result`. */
export function reasonText(reason: Reason, result: VerificationResult): string {
  const [key, ...params] = BY_CODE[reason.code] ?? OTHER;
  const values: Record<Param, string> = {
    host: result.verdict.host_unicode ?? result.verdict.host ?? result.checked_url,
    real: realHost(result) ?? t("someOfficialPortal"),
    country: countryName(result),
  };
  return t(key, ...params.map((p) => values[p]));
}
