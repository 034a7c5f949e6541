// What the update channel keeps in extension storage (local to this profile, never synced).
import type { SignedSnapshot } from "@entryguard/registry/update-channel";
import { browser } from "wxt/browser";

export type CheckOutcome = "updated" | "up-to-date" | "refused" | "failed";

export interface LastCheck {
  readonly at: number;
  readonly outcome: CheckOutcome;
  readonly message: string;
}

/** Small keys apart from the snapshot, so turning updates off or recording a check never rewrites it. */
const ENABLED = "registryUpdatesEnabled";
const ACCEPTED = "registrySnapshot";
const CHECK = "registryUpdateCheck";

export async function updatesEnabled(): Promise<boolean> {
  return (await browser.storage.local.get(ENABLED))[ENABLED] !== false;
}

export async function setUpdatesEnabled(enabled: boolean): Promise<void> {
  await browser.storage.local.set({ [ENABLED]: enabled });
}

/** The accepted envelope as stored; the caller verifies it again before use. */
export async function storedSnapshot(): Promise<unknown> {
  return (await browser.storage.local.get(ACCEPTED))[ACCEPTED] ?? null;
}

export async function storeSnapshot(signed: SignedSnapshot): Promise<void> {
  await browser.storage.local.set({ [ACCEPTED]: signed });
}

export async function forgetSnapshot(): Promise<void> {
  await browser.storage.local.remove(ACCEPTED);
}

export async function lastCheck(): Promise<LastCheck | null> {
  return ((await browser.storage.local.get(CHECK))[CHECK] as LastCheck | undefined) ?? null;
}

export async function recordCheck(check: LastCheck): Promise<void> {
  await browser.storage.local.set({ [CHECK]: check });
}
