// The last link check, kept in session storage for the popup (which reads it without loading the registry).
import type { VerificationResult } from "@entryguard/core";
import { browser } from "wxt/browser";

export const LAST_CHECK_KEY = "lastLinkCheck";

export interface LinkCheck {
  readonly url: string;
  readonly headline: string;
  readonly sentence: string;
  readonly result: VerificationResult;
}

/** The last link checked this session, for the popup. */
export async function lastLinkCheck(): Promise<LinkCheck | null> {
  return (
    ((await browser.storage.session.get(LAST_CHECK_KEY))[LAST_CHECK_KEY] as LinkCheck | undefined) ?? null
  );
}
