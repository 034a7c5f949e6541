// Reason sentences in the traveller's language, built from core's reason codes and the verdict's own
// parameters (the host, the imitated host, the country), never by translating core's English sentences.
import { MAX_INPUT_LENGTH, type Reason, type VerificationResult } from "@entryguard/core";
import { ltrIsolate, type MessageKey, t } from "./translate.ts";

/** Which parameter each message takes, in its placeholder order. */
type Param = "host" | "real" | "country" | "max";
type Sentence = readonly [MessageKey, ...Param[]];

const BY_CODE: Readonly<Record<string, Sentence>> = {
  // Official, partner, unconfirmed and unrelated hosts.
  "official-host": ["reasonOfficialHost", "host", "country"],
  "other-country": ["reasonOtherCountry", "host", "country"],
  partner: ["reasonPartner", "host"],
  unconfirmed: ["reasonUnconfirmed", "host", "country"],
  "no-match": ["reasonNoMatch", "host"],
  "ip-literal": ["reasonIpLiteral", "host"],
  // Lookalikes, impersonations and private visa services.
  "edit-distance": ["reasonEditDistance", "real"],
  confusable: ["reasonConfusable", "real"],
  "mixed-script": ["reasonMixedScript"],
  "tld-swap": ["reasonTldSwap", "real"],
  "embedded-target": ["reasonEmbeddedTarget", "real"],
  "former-host": ["reasonFormerHost", "host", "country"],
  "known-unofficial": ["reasonKnownUnofficial", "host", "country"],
  "country-keyword": ["reasonCountryKeyword", "host", "country"],
  "government-suffix": ["reasonGovernmentSuffix", "host", "country"],
  "visa-service": ["reasonVisaService", "host"],
  // Input that is not a web address a browser could open.
  empty: ["reasonEmpty"],
  "too-long": ["reasonTooLong", "max"],
  "unsupported-scheme": ["reasonUnsupportedScheme"],
  "no-host": ["reasonNoHost"],
  unparsable: ["reasonUnparsable"],
  "relative-reference": ["reasonRelativeReference"],
};
/** Where the sentence depends on whether core names a country: a shared portal, a host judged for a country. */
const WITHOUT_COUNTRY: Readonly<Record<string, Sentence>> = {
  "official-host": ["reasonOfficialShared", "host"],
};
const WITH_COUNTRY: Readonly<Record<string, Sentence>> = {
  "no-match": ["reasonNotOfficialFor", "host", "country"],
};
/** A code this build does not know yet (core may add some) still gets a true, plain sentence. */
const OTHER: Sentence = ["reasonOther", "host", "country"];

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
  const special = (result.country === null ? WITHOUT_COUNTRY : WITH_COUNTRY)[reason.code];
  const [key, ...params] = special ?? BY_CODE[reason.code] ?? OTHER;
  const real = realHost(result);
  const values: Record<Param, string> = {
    host: ltrIsolate(result.verdict.host_unicode ?? result.verdict.host ?? result.checked_url),
    real: real ? ltrIsolate(real) : t("someOfficialPortal"),
    country: countryName(result),
    max: String(MAX_INPUT_LENGTH),
  };
  return t(key, ...params.map((p) => values[p]));
}
