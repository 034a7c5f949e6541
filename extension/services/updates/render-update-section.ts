// The options page's "Registry" section: the snapshot in use, where it came from, the update switch.
import { browser } from "wxt/browser";
import { ltrIsolate, t, uiLocale } from "../i18n/translate.ts";
import { byId } from "../ui/element.ts";
import type { UpdateMessage } from "./update-messages.ts";
import type { UpdateStatus } from "./update-status.ts";

function ask(message: UpdateMessage): Promise<UpdateStatus> {
  return browser.runtime.sendMessage(message) as Promise<UpdateStatus>;
}

function describeSnapshot(s: UpdateStatus): string {
  const what = t("updatesSnapshot", s.version, s.date, s.countries.toLocaleString(uiLocale().lang));
  return s.source === "updated"
    ? t("updatesFromChannel", what, ltrIsolate(s.from ?? ""), s.signedAt?.slice(0, 10) ?? "")
    : t("updatesBundled", what);
}

/** The last check's outcome in the traveller's language; a refusal or failure keeps its technical detail. */
function describeOutcome(s: UpdateStatus, check: NonNullable<UpdateStatus["lastCheck"]>): string {
  if (check.outcome === "updated") return t("updatesOutcomeUpdated", s.version);
  if (check.outcome === "up-to-date") return t("updatesOutcomeNewest");
  return check.message;
}

function describeCheck(s: UpdateStatus): string {
  if (!s.channel) return t("updatesNoChannel");
  if (!s.enabled) return t("updatesOff");
  if (s.lastCheck === null) return t("updatesNotChecked");
  const when = new Date(s.lastCheck.at).toLocaleString(uiLocale().lang);
  return t("updatesLastChecked", when, describeOutcome(s, s.lastCheck));
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
    status.textContent = t("saving");
    show(await ask({ type: "registry-update", action: "enable", enabled: enabled.checked }));
  });
  checkNow.addEventListener("click", async () => {
    checkNow.disabled = true;
    status.textContent = t("updatesChecking");
    show(await ask({ type: "registry-update", action: "check" }));
  });
  show(await ask({ type: "registry-update", action: "status" }));
}
