// The options page's questions to the background about updates, apart from the guard's own messages.

export type UpdateMessage =
  | { readonly type: "registry-update"; readonly action: "status" | "check" }
  | { readonly type: "registry-update"; readonly action: "enable"; readonly enabled: boolean };

export function isUpdateMessage(value: unknown): value is UpdateMessage {
  if (typeof value !== "object" || value === null) return false;
  const m = value as { type?: unknown; action?: unknown; enabled?: unknown };
  if (m.type !== "registry-update") return false;
  return (
    m.action === "status" || m.action === "check" || (m.action === "enable" && typeof m.enabled === "boolean")
  );
}
