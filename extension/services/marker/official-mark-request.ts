// The message the official-mark script sends from a portal's page: "mark this tab". It carries nothing:
// the background judges the URL the browser reports for the sender, never one a page could write.

export interface OfficialMarkRequest {
  readonly type: "official-mark";
}

export const OFFICIAL_MARK_REQUEST: OfficialMarkRequest = { type: "official-mark" };

export function isOfficialMarkRequest(value: unknown): value is OfficialMarkRequest {
  return (
    typeof value === "object" && value !== null && (value as { type?: unknown }).type === "official-mark"
  );
}
