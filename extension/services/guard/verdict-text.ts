// Short headlines and sentences for a verdict in the traveller's language, shared by the popup, the toolbar
// title and the link-check notification. Built from core's verdict kind, reason codes and the result's own
// fields (country, hosts, real portal), never by translating core's English sentences.
import type { VerificationResult } from "@entryguard/core";
import { countryName, realHost, reasonText } from "../i18n/reason-text.ts";
import { ltrIsolate, t, uiLocale } from "../i18n/translate.ts";

/** "Official portal of Türkiye", with the unverified note when no person has confirmed the record. */
export function officialTitle(result: VerificationResult): string {
  // A portal shared by several countries (ETIAS) names no single country.
  const of = result.country ? t("titleOfficial", result.country) : t("officialPortal");
  return result.status === "unverified" ? t("withUnverifiedNote", of) : of;
}

/** One line saying what the verdict means for the traveller. */
export function verdictHeadline(result: VerificationResult): string {
  switch (result.verdict.kind) {
    case "official":
      return officialTitle(result);
    case "lookalike": {
      const real = realHost(result);
      return real ? t("headlineImitates", ltrIsolate(real)) : t("markFake", countryName(result));
    }
    case "impersonation":
      return t("headlineThirdParty", countryName(result));
    case "visa-service":
      return t("markVisaService");
    case "partner":
      return t("markPartner");
    case "unconfirmed":
      return t("headlineUnconfirmed");
    case "unrelated":
      return t("headlineUnrelated");
    case "invalid":
      return t("headlineInvalid");
  }
}

/** Where to go instead, for a result that warns and names a country: its portal, or that it has none. */
function whereToGo(result: VerificationResult): string | null {
  if (result.warning === null || result.country === null) return null;
  return result.real_url
    ? t("whereOfficial", result.country, ltrIsolate(result.real_url))
    : t("noPortal", result.country);
}

/** The sentences that explain the headline: one per reason core gave, then where to go instead. */
export function verdictSentence(result: VerificationResult): string {
  const sentences = result.verdict.reasons.map((r) => reasonText(r, result));
  const where = whereToGo(result);
  // Chinese and Japanese end a sentence with "。" and start the next without a space.
  const gap = /^(ja|zh)\b/.test(uiLocale().lang) ? "" : " ";
  return (where ? [...sentences, where] : sentences).join(gap);
}
