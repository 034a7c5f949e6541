import { type VerificationResult, verify } from "@entryguard/core";
import { registryIndex } from "./registry.ts";

/** Core's one verdict on a URL, with no country asked (a navigation does not say which one it means). */
export function judgeUrl(url: string): VerificationResult {
  const outcome = verify(registryIndex(), url);
  // Without a country option verify cannot fail on the country; keep the type honest anyway.
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result;
}
