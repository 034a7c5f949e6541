import { el } from "./element.ts";

/** The allowlist as a list, each host with its own remove button. */
export function renderAllowlist(
  root: HTMLElement,
  hosts: readonly string[],
  remove: (host: string) => void,
): void {
  if (hosts.length === 0) {
    root.replaceChildren(el("li", {}, "No sites yet."));
    return;
  }
  root.replaceChildren(
    ...hosts.map((host) => {
      const button = el("button", { type: "button", "aria-label": `Remove ${host}` }, "Remove");
      button.addEventListener("click", () => remove(host));
      return el("li", { "data-host": host }, `${host} `, button);
    }),
  );
}
