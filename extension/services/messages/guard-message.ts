// Messages the extension's own pages and the guard script send to the background.

export type GuardMessage =
  /** The in-page guard holds a page whose host its prefilter could not clear: warn, or let it load. */
  | { readonly type: "guard-hold"; readonly url: string }
  /** The warning page: the user chose "Continue anyway" for this URL's host (this session only). */
  | { readonly type: "continue"; readonly url: string }
  /** The warning page: the user says the site is genuine; add its host to the allowlist. */
  | { readonly type: "allow-host"; readonly url: string }
  /** The warning page: a rule sent this URL there but core does not warn (now); let its host through. */
  | { readonly type: "clear"; readonly url: string }
  /** The options page changed the settings. */
  | { readonly type: "settings-changed" }
  /** The warning page: core's verdict on the caught URL and whether the user wants a warning for it. */
  | { readonly type: "judge-caught"; readonly url: string }
  /** The popup or context menu: check a link's target. */
  | { readonly type: "check-link"; readonly url: string }
  /** The popup: core's verdict on the active tab's URL (the popup loads no registry of its own). */
  | { readonly type: "judge"; readonly url: string }
  /** The popup: countries matching what the traveller typed. */
  | { readonly type: "search"; readonly query: string };

export function isGuardMessage(value: unknown): value is GuardMessage {
  if (typeof value !== "object" || value === null) return false;
  const m = value as { type?: unknown; url?: unknown };
  if (m.type === "settings-changed") return true;
  if (m.type === "search") return typeof (value as { query?: unknown }).query === "string";
  return (
    typeof m.url === "string" &&
    (m.type === "guard-hold" ||
      m.type === "continue" ||
      m.type === "allow-host" ||
      m.type === "clear" ||
      m.type === "judge-caught" ||
      m.type === "judge" ||
      m.type === "check-link")
  );
}

/** The background's answer to a held page: the warning page, or load again (the guard skips the host). */
export interface HoldAnswer {
  readonly warn: boolean;
  /** The background is already sending the tab to the warning page: the page waits for it. */
  readonly sent?: boolean;
}
