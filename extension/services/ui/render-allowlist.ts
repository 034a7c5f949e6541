import { t } from "../i18n/translate.ts";
import { el } from "./element.ts";

/** The allowlist as a list, each host with its own remove button. */
export function renderAllowlist(
  root: HTMLElement,
  hosts: readonly string[],
  remove: (host: string) => void,
): void {
  if (hosts.length === 0) {
    root.replaceChildren(el("li", {}, t("allowlistEmpty")));
    return;
  }
  root.replaceChildren(
    ...hosts.map((host) => {
      const button = el(
        "button",
        { type: "button", "aria-label": t("allowlistRemoveHost", host) },
        t("allowlistRemove"),
      );
      button.addEventListener("click", () => remove(host));
      return el("li", { "data-host": host }, `${host} `, button);
    }),
  );
}
