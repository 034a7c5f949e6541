// The options page's "Registry" section: the snapshot in use, where it came from, the update switch.
import { browser } from "wxt/browser";
import { byId } from "../ui/element.ts";
import type { UpdateMessage } from "./update-messages.ts";
import type { UpdateStatus } from "./update-status.ts";

function ask(message: UpdateMessage): Promise<UpdateStatus> {
  return browser.runtime.sendMessage(message) as Promise<UpdateStatus>;
}

function describeSnapshot(s: UpdateStatus): string {
  const what = `Snapshot ${s.version}, dated ${s.date}: ${s.countries} countries and territories`;
  return s.source === "updated"
    ? `${what}, updated from ${s.from} (signed ${s.signedAt?.slice(0, 10)}).`
    : `${what}, bundled with this version of the extension.`;
}

function describeCheck(s: UpdateStatus): string {
  if (!s.channel) return "This build has no update channel: the bundled snapshot is used.";
  if (!s.enabled) return "Updates are off. The snapshot in use stays until the extension is updated.";
  if (s.lastCheck === null) return "Not checked yet.";
  return `Last checked ${new Date(s.lastCheck.at).toLocaleString()}: ${s.lastCheck.message}`;
}

/** Fills the section from the background's answer and wires the switch and the "Check now" button. */
export async function renderUpdateSection(): Promise<void> {
  const snapshot = byId("snapshot");
  const enabled = byId<HTMLInputElement>("updates-enabled");
  const checkNow = byId<HTMLButtonElement>("check-updates");
  const status = byId("update-status");
  const show = (s: UpdateStatus) => {
    snapshot.textContent = describeSnapshot(s);
    snapshot.dataset.source = s.source;
    enabled.checked = s.channel && s.enabled;
    enabled.disabled = !s.channel;
    checkNow.disabled = !s.channel || !s.enabled;
    status.textContent = describeCheck(s);
  };
  enabled.addEventListener("change", async () => {
    status.textContent = "Saving…";
    show(await ask({ type: "registry-update", action: "enable", enabled: enabled.checked }));
  });
  checkNow.addEventListener("click", async () => {
    checkNow.disabled = true;
    status.textContent = "Checking…";
    show(await ask({ type: "registry-update", action: "check" }));
  });
  show(await ask({ type: "registry-update", action: "status" }));
}
