// The background's answer to a search page: core's verdict on each link target's host, cut to what a mark
// shows. Only the background calls core; the page script stays small and never sees the registry.
import { judgeUrl } from "../registry/judge-url.ts";
import { readSettings } from "../settings/guard-settings.ts";

/** A search page asks about the hosts its links lead to; each URL stands for its host. */
export interface LinkVerdictRequest {
  readonly type: "link-verdicts";
  readonly urls: readonly string[];
}

export interface LinkVerdict {
  /** Core's verdict kind (a kind this build does not know gets no mark). */
  readonly kind: string;
  readonly country: string | null;
  readonly realUrl: string | null;
}

/** More links than any result page shows; a page sending more is cut off, not served. */
const MAX_URLS = 300;

export function isLinkVerdictRequest(value: unknown): value is LinkVerdictRequest {
  if (typeof value !== "object" || value === null) return false;
  const m = value as { type?: unknown; urls?: unknown };
  return (
    m.type === "link-verdicts" &&
    Array.isArray(m.urls) &&
    m.urls.length <= MAX_URLS &&
    m.urls.every((u) => typeof u === "string")
  );
}

/** Core's verdict for each URL, keyed by the URL; hosts on the user's allowlist get no warning. */
export async function linkVerdicts(request: LinkVerdictRequest): Promise<Record<string, LinkVerdict>> {
  const { allowlist } = await readSettings();
  const answer: Record<string, LinkVerdict> = {};
  for (const url of request.urls) {
    const result = judgeUrl(url);
    const host = result.verdict.host;
    const allowed = host !== null && allowlist.some((a) => host === a || host.endsWith(`.${a}`));
    const kind = allowed && !result.official ? "unrelated" : result.verdict.kind;
    answer[url] = { kind, country: result.country, realUrl: result.real_url };
  }
  return answer;
}
