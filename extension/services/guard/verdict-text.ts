// Short headlines for a verdict, shared by the popup, the toolbar title, the notification and the warning.
import { INFORMATION_HEADLINES, type VerificationResult } from "@entryguard/core";

export const UNVERIFIED_NOTE = "not yet confirmed by a person";

/** "Türkiye's", "United States'". */
export function possessive(name: string): string {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}

/** "Official portal of Türkiye", with the unverified note when no person has confirmed the record. */
export function officialTitle(result: VerificationResult): string {
  const of = result.country ? `Official portal of ${result.country}` : "Official portal";
  return result.status === "unverified" ? `${of} (${UNVERIFIED_NOTE})` : of;
}

/** One line saying what the verdict means for the traveller. */
export function verdictHeadline(result: VerificationResult): string {
  const country = result.country ?? "a country";
  switch (result.verdict.kind) {
    case "official":
      return officialTitle(result);
    case "lookalike":
      return `Fake: imitates ${result.verdict.imitates ?? `${possessive(country)} official portal`}`;
    case "impersonation":
      return `Not official: a third-party site using ${possessive(country)} name`;
    case "visa-service":
    case "partner":
    case "unconfirmed":
      return INFORMATION_HEADLINES[result.verdict.kind];
    case "unrelated":
      return "Not an official entry portal in the registry";
    case "invalid":
      return "This address cannot be checked";
  }
}

/** The sentence that explains the headline: core's warning, or its reason for an official host. */
export function verdictSentence(result: VerificationResult): string {
  return result.warning ?? result.verdict.reasons.map((r) => r.message).join(" ");
}
