// One check of the update channel: fetch, verify, adopt, remember.

import { adoptSnapshot } from "./adopt-snapshot.ts";
import type { UpdateChannel } from "./update-channel.ts";
import { type LastCheck, recordCheck, storeSnapshot } from "./update-store.ts";

/** How long a check may wait and how much it may read before giving up. */
export interface FetchLimits {
  readonly timeoutMs: number;
  /** Characters of the body (its Content-Length, in bytes, is held to the same number). */
  readonly maxChars: number;
}

const DEFAULT_LIMITS: FetchLimits = {
  // A server that accepts the connection and never answers must not leave "Check now" waiting forever.
  timeoutMs: 30_000,
  // Larger than any snapshot the registry could reasonably grow to.
  maxChars: 8 * 1024 * 1024,
};

const TOO_LARGE = "The update is larger than any snapshot could be.";

/** The body as text, refused as soon as it passes `maxChars`, even without a Content-Length. */
async function readCapped(response: Response, maxChars: number): Promise<string | null> {
  if (Number(response.headers.get("content-length") ?? 0) > maxChars) return null;
  if (!response.body) return "";
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += value;
    if (text.length > maxChars) {
      await reader.cancel();
      return null;
    }
  }
}

async function fetchEnvelope(
  url: string,
  limits: FetchLimits,
): Promise<{ body: unknown } | { failed: string }> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const late = () => ({ failed: `The update server did not answer within ${limits.timeoutMs / 1000} s.` });
  let response: Response;
  try {
    // Nothing about the user: no cookies, no referrer, a URL without query; the HTTP cache revalidates
    // with the ETag the server gave, so an unchanged snapshot costs a 304.
    response = await fetch(url, {
      credentials: "omit",
      referrerPolicy: "no-referrer",
      cache: "no-cache",
      redirect: "error",
      headers: { Accept: "application/json" },
      signal,
    });
  } catch (error) {
    if (signal.aborted) return late();
    return { failed: `The update server could not be reached (${String(error)}).` };
  }
  if (!response.ok) return { failed: `The update server answered ${response.status}.` };
  let text: string | null;
  try {
    text = await readCapped(response, limits.maxChars);
  } catch (error) {
    if (signal.aborted) return late();
    return { failed: `The update could not be read (${String(error)}).` };
  }
  if (text === null) return { failed: TOO_LARGE };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { body: text };
  }
}

/** Checks the channel once and records the outcome (shown in the options page). */
export async function checkForUpdate(
  channel: UpdateChannel,
  now = Date.now(),
  limits: FetchLimits = DEFAULT_LIMITS,
): Promise<LastCheck> {
  const fetched = await fetchEnvelope(channel.url, limits);
  let check: LastCheck;
  if ("failed" in fetched) {
    check = { at: now, outcome: "failed", message: fetched.failed };
  } else {
    const adoption = await adoptSnapshot(fetched.body, channel.publicKey);
    if (adoption.ok) {
      await storeSnapshot(adoption.signed);
      check = { at: now, outcome: "updated", message: `Updated to snapshot ${adoption.signed.version}.` };
    } else if (adoption.stale) {
      check = { at: now, outcome: "up-to-date", message: "The snapshot in use is the newest." };
    } else {
      check = { at: now, outcome: "refused", message: `Refused: ${adoption.message}` };
    }
  }
  await recordCheck(check);
  return check;
}
