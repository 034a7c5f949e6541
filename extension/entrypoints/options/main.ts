// Wires the options page: the two warning switches, the allowlist, the registry in use and its updates.

import { localizePage, t } from "../../services/i18n/translate.ts";
import { sendToBackground } from "../../services/messages/send-message.ts";
import {
  type GuardSettings,
  normalizeHost,
  readSettings,
  removeFromAllowlist,
  writeSettings,
} from "../../services/settings/guard-settings.ts";
import { byId } from "../../services/ui/element.ts";
import { renderAllowlist } from "../../services/ui/render-allowlist.ts";
import { renderUpdateSection } from "../../services/updates/render-update-section.ts";

const lookalike = byId<HTMLInputElement>("lookalike");
const impersonation = byId<HTMLInputElement>("impersonation");
const switches = {
  searchMarks: byId<HTMLInputElement>("search-marks"),
  visaFormNotice: byId<HTMLInputElement>("visa-form-notice"),
};
const addHost = byId<HTMLInputElement>("add-host");
const addError = byId("add-error");
const status = byId("saved");

/** Said at once on a change, so nobody (a person or a test) takes the old state for the new one. */
function saving(): void {
  status.textContent = t("saving");
}

async function saved(settings: GuardSettings): Promise<void> {
  await writeSettings(settings);
  await sendToBackground({ type: "settings-changed" });
  render(settings);
  status.textContent = t("optionsSaved");
}

function render(settings: GuardSettings): void {
  lookalike.checked = settings.lookalikeWarnings;
  impersonation.checked = settings.impersonationWarnings;
  for (const [key, box] of Object.entries(switches)) box.checked = settings[key as keyof typeof switches];
  renderAllowlist(byId("allowlist"), settings.allowlist, (host) => {
    void removeFromAllowlist(host).then(async (next) => {
      await sendToBackground({ type: "settings-changed" });
      render(next);
    });
  });
}

lookalike.addEventListener("change", async () => {
  saving();
  await saved({ ...(await readSettings()), lookalikeWarnings: lookalike.checked });
});
impersonation.addEventListener("change", async () => {
  saving();
  await saved({ ...(await readSettings()), impersonationWarnings: impersonation.checked });
});
for (const [key, box] of Object.entries(switches))
  box.addEventListener("change", async () => {
    saving();
    await saved({ ...(await readSettings()), [key]: box.checked });
  });
byId<HTMLFormElement>("add-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const host = normalizeHost(addHost.value);
  if (host === null) {
    addError.textContent = t("optionsNotASite", addHost.value);
    return;
  }
  addError.textContent = "";
  addHost.value = "";
  const settings = await readSettings();
  if (!settings.allowlist.includes(host))
    await saved({ ...settings, allowlist: [...settings.allowlist, host].sort() });
});

void renderUpdateSection();
localizePage(document);
void readSettings().then(render);
