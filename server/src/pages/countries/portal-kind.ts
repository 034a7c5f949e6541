import type { PortalKind } from "@entryguard/core";

const LABELS: Record<PortalKind, string> = {
  evisa: "eVisa",
  eta: "Electronic travel authorisation",
  "arrival-card": "Digital arrival card",
  other: "Other entry portal",
};

/** The portal kind in words a traveller knows. */
export function portalKindLabel(kind: PortalKind): string {
  return LABELS[kind];
}
