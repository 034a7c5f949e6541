// The background decides whether a page gets the visa-form notice: core's verdict on its host, what the
// page says about itself, the traveller's choices. Never on official portals, partners or well-known sites.
import { findCountry, type SnapshotCountry, WARNING_KINDS } from "@entryguard/core";
import { judgeUrl } from "../registry/judge-url.ts";
import { registryIndex } from "../registry/registry.ts";
import { readSettings } from "../settings/guard-settings.ts";
import { dismissedSites } from "./dismissed-sites.ts";
import { isWellKnownSite } from "./well-known-sites.ts";

export interface VisaNoticeRequest {
  readonly type: "visa-notice";
  readonly url: string;
  /** The page's title and main heading, read for the country it names. */
  readonly heading: string;
  /** The page asks to apply for a permit and has a passport, nationality or card field. */
  readonly visaForm: boolean;
}

export interface VisaNoticeAnswer {
  readonly show: boolean;
  readonly country: string | null;
  readonly realUrl: string | null;
}

const NO: VisaNoticeAnswer = { show: false, country: null, realUrl: null };
const MAX_HEADING = 600;

export function isVisaNoticeRequest(value: unknown): value is VisaNoticeRequest {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Partial<Record<keyof VisaNoticeRequest, unknown>>;
  return (
    m.type === "visa-notice" &&
    typeof m.url === "string" &&
    typeof m.heading === "string" &&
    m.heading.length <= MAX_HEADING &&
    typeof m.visaForm === "boolean"
  );
}

/** The country a heading names ("Apply for your Turkey e-Visa" → Türkiye), by core's name lookup. */
export function countryNamedIn(heading: string): SnapshotCountry | null {
  // A short lowercase word ("in", "to", "it") is prose, not a country code; "UK" and "US" are written upper case.
  const words = heading
    .split(/[^\p{L}\p{M}'’-]+/u)
    .filter((w) => w.length > 2 || (w.length === 2 && w === w.toUpperCase()));
  // Longest names first, so "South Korea" wins over "Korea" and "United Kingdom" over nothing.
  for (let size = 3; size >= 1; size--)
    for (let i = 0; i + size <= words.length; i++) {
      const found = findCountry(registryIndex().lookup, words.slice(i, i + size).join(" "));
      if (found.ok) return found.country;
    }
  return null;
}

/** Whether to show the notice on this page, and the official portal to name. */
export async function visaNoticeFor(request: VisaNoticeRequest): Promise<VisaNoticeAnswer> {
  const result = judgeUrl(request.url);
  const host = result.verdict.host;
  if (host === null || isWellKnownSite(host)) return NO;
  const kind = result.verdict.kind;
  const agency = kind === "visa-service";
  // A form on a site core knows nothing of, or on one core warns about (its own list of warning kinds).
  const formOnOtherSite = request.visaForm && (kind === "unrelated" || WARNING_KINDS.includes(kind));
  if (!agency && !formOnOtherSite) return NO;
  const [settings, dismissed] = await Promise.all([readSettings(), dismissedSites()]);
  if (!settings.visaFormNotice || dismissed.some((d) => host === d || host.endsWith(`.${d}`))) return NO;
  const named = result.country !== null ? null : countryNamedIn(request.heading);
  return {
    show: true,
    country: result.country ?? named?.country ?? null,
    realUrl: result.real_url ?? named?.official_url ?? null,
  };
}
