// One check of the update channel: fetch, verify, adopt, remember.

import { adoptSnapshot } from "./adopt-snapshot.ts";
import type { UpdateChannel } from "./update-channel.ts";
import { type LastCheck, recordCheck, storeSnapshot } from "./update-store.ts";

/** Larger than any snapshot the registry could reasonably grow to; refuses anything bigger unread. */
const MAX_BYTES = 8 * 1024 * 1024;

async function fetchEnvelope(url: string): Promise<{ body: unknown } | { failed: string }> {
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
    });
  } catch (error) {
    return { failed: `The update server could not be reached (${String(error)}).` };
  }
  if (!response.ok) return { failed: `The update server answered ${response.status}.` };
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_BYTES) return { failed: "The update is larger than any snapshot could be." };
  const text = await response.text();
  if (text.length > MAX_BYTES) return { failed: "The update is larger than any snapshot could be." };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { body: text };
  }
}

/** Checks the channel once and records the outcome (shown in the options page). */
export async function checkForUpdate(channel: UpdateChannel, now = Date.now()): Promise<LastCheck> {
  const fetched = await fetchEnvelope(channel.url);
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
