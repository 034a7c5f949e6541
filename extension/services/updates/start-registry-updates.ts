// The background's one entry into the update channel: restore the accepted snapshot, check daily, answer
// the options page.
import { browser } from "wxt/browser";
import { applyGuardState } from "../guard/apply-guard-state.ts";
import { adoptSnapshot } from "./adopt-snapshot.ts";
import { checkForUpdate } from "./check-for-update.ts";
import { type UpdateChannel, updateChannel } from "./update-channel.ts";
import { isUpdateMessage, type UpdateMessage } from "./update-messages.ts";
import { type UpdateStatus, updateStatus } from "./update-status.ts";
import {
  forgetSnapshot,
  lastCheck,
  setUpdatesEnabled,
  storedSnapshot,
  updatesEnabled,
} from "./update-store.ts";

const ALARM = "registry-update";
const DAY_MINUTES = 24 * 60;
/** A scheduled check is skipped when one ran this recently (the alarm also fires after the browser sleeps). */
const MIN_INTERVAL_MS = 23 * 60 * 60 * 1000;

/**
 * Verifies the stored snapshot again (storage could hold one from an older build, or be damaged) and
 * judges with it; drops it when it is no longer newer than the bundled one. The browser's rules are left as
 * they are: they persist across wakes and were renewed when this snapshot was adopted, and install and
 * browser start renew them once this has settled (background.ts). Renewing them here cost every wake of
 * every updated browser a rebuild of all rules and a new registration of the in-page guard.
 */
async function restore(channel: UpdateChannel): Promise<void> {
  const stored = await storedSnapshot();
  if (stored === null) return;
  const adoption = await adoptSnapshot(stored, channel.publicKey);
  if (!adoption.ok) await forgetSnapshot();
}

async function scheduledCheck(channel: UpdateChannel): Promise<void> {
  if (!(await updatesEnabled())) return;
  const last = await lastCheck();
  if (last !== null && Date.now() - last.at < MIN_INTERVAL_MS) return;
  await checkAndApply(channel);
}

/** One check; a snapshot taken from it also renews the browser's redirect rules (its named hosts). */
async function checkAndApply(channel: UpdateChannel): Promise<void> {
  const check = await checkForUpdate(channel);
  if (check.outcome === "updated") await renewRules();
}

/** The redirect rules from the snapshot now in use; a failure leaves the previous rules, and says so. */
function renewRules(): Promise<void> {
  return applyGuardState().catch((error: unknown) =>
    console.error("Entryguard could not renew its rules from the updated snapshot", error),
  );
}

async function answer(message: UpdateMessage, channel: UpdateChannel | null): Promise<UpdateStatus> {
  if (message.action === "enable") await setUpdatesEnabled(message.enabled);
  if (message.action === "check" && channel !== null && (await updatesEnabled()))
    await checkAndApply(channel);
  return updateStatus();
}

let restored: Promise<void> = Promise.resolve();

/**
 * Settles once the stored snapshot (if any) is in use. Until then a woken background would judge with the
 * bundled one, which an update may have corrected (a portal host given up, a fake named): every verdict
 * the background gives waits for this.
 */
export function updatedSnapshotReady(): Promise<void> {
  return restored;
}

/** Call once when the background starts; the promise settles as `updatedSnapshotReady` does. */
export function startRegistryUpdates(): Promise<void> {
  const channel = updateChannel();
  const ready = channel
    ? restore(channel).catch((error: unknown) => console.error("Entryguard: stored snapshot", error))
    : Promise.resolve();
  restored = ready;
  browser.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    if (!isUpdateMessage(message)) return false;
    ready
      .then(() => answer(message, channel))
      .then(sendResponse, (error: unknown) => sendResponse({ error: String(error) }));
    return true;
  });
  if (channel === null) return ready;
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ALARM) void ready.then(() => scheduledCheck(channel));
  });
  void browser.alarms.get(ALARM).then((existing) => {
    if (!existing) void browser.alarms.create(ALARM, { delayInMinutes: 1, periodInMinutes: DAY_MINUTES });
  });
  return ready;
}
