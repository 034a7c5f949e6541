import { findCountry } from "../country/country-lookup.ts";
import type { Detection } from "../detectors/detector.ts";
import { officialPortalsFor, type PortalRef, type RegistryIndex } from "../snapshot/registry-index.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { type ParsedHost, parseInput } from "../url/parse-input.ts";
import * as say from "./sentences.ts";
import type { Reason, Verdict, VerificationResult, VerifyOutcome } from "./verification-result.ts";

export interface VerifyOptions {
  /** Slug, name, alias or ISO2 of the country the traveller means to enter. */
  readonly country?: string | undefined;
}

type CountryFields = Pick<
  VerificationResult,
  "country" | "iso2" | "real_url" | "status" | "checked_on" | "updated_on" | "last_checked"
>;

const NO_COUNTRY: CountryFields = {
  country: null,
  iso2: null,
  real_url: null,
  status: null,
  checked_on: null,
  updated_on: null,
  last_checked: null,
};

function countryFields(
  country: SnapshotCountry,
  realUrl: string | null = country.official_url,
): CountryFields {
  return {
    country: country.country,
    iso2: country.iso2,
    real_url: realUrl,
    status: country.status,
    checked_on: country.checked_on,
    updated_on: country.updated_on,
    last_checked: country.last_checked,
  };
}

/** A non-official result about `country`, its fields written out (no spread of an intermediate object). */
function notOfficialFor(
  href: string,
  warning: string,
  country: SnapshotCountry,
  verdict: Verdict,
): VerificationResult {
  return {
    checked_url: href,
    official: false,
    warning,
    country: country.country,
    iso2: country.iso2,
    real_url: country.official_url,
    status: country.status,
    checked_on: country.checked_on,
    updated_on: country.updated_on,
    last_checked: country.last_checked,
    verdict,
  };
}

function verdictOf(
  host: ParsedHost,
  kind: Verdict["kind"],
  reasons: Reason[],
  imitates: string | null = null,
): Verdict {
  return { kind, reasons, imitates, host: host.ascii, host_unicode: host.unicode };
}

function judgeOfficial(
  href: string,
  host: ParsedHost,
  refs: readonly PortalRef[],
  asked: SnapshotCountry | null,
): VerificationResult {
  const first = refs[0] as PortalRef;
  // A shared portal names its owner in `shared_by` (ESTA: united-states); a group key (ETIAS) names none.
  const owner = refs.length === 1 ? first : refs.find((r) => r.country.id === r.portal.shared_by);
  const own = asked ? refs.find((r) => r.country === asked) : owner;
  if (own) {
    const reasons = [
      { code: "official-host", message: say.officialSentence(host.unicode, own.country, own.portal) },
    ];
    return {
      checked_url: href,
      official: true,
      warning: null,
      ...countryFields(own.country, own.portal.url),
      verdict: verdictOf(host, "official", reasons),
    };
  }
  if (!asked) {
    // A portal shared by several countries (ETIAS) is official for each of them; no single country applies.
    const reasons = [
      { code: "official-host", message: say.sharedOfficialSentence(host.unicode, first.portal, refs.length) },
    ];
    return {
      checked_url: href,
      official: true,
      warning: null,
      ...NO_COUNTRY,
      real_url: first.portal.url,
      status: first.country.status,
      checked_on: first.country.checked_on,
      updated_on: first.country.updated_on,
      last_checked: first.country.last_checked,
      verdict: verdictOf(host, "official", reasons),
    };
  }
  const ownerName = owner
    ? owner.country.country
    : `${refs.length} countries and territories (${first.portal.name})`;
  const warning = say.otherCountrySentence(host.unicode, ownerName, asked);
  return {
    checked_url: href,
    official: false,
    warning,
    ...countryFields(asked),
    verdict: verdictOf(host, "unrelated", [{ code: "other-country", message: warning }]),
  };
}

function judgeDetection(
  href: string,
  host: ParsedHost,
  found: Detection,
  asked: SnapshotCountry | null,
): VerificationResult {
  const reasons = found.reasons;
  // One reason is the usual case: no array of sentences to join.
  let said = reasons.length > 0 ? (reasons[0] as Reason).message : "";
  for (let i = 1; i < reasons.length; i++) said += ` ${(reasons[i] as Reason).message}`;
  const target = asked ?? found.country;
  const verdict = verdictOf(host, found.kind, [...reasons], found.imitates);
  return notOfficialFor(href, `${said} ${say.whereToGo(target)}`, target, verdict);
}

function judgeUnrelated(
  href: string,
  host: ParsedHost,
  asked: SnapshotCountry | null,
  reason: Reason,
): VerificationResult {
  if (!asked) {
    return {
      checked_url: href,
      official: false,
      warning: reason.message,
      ...NO_COUNTRY,
      verdict: verdictOf(host, "unrelated", [reason]),
    };
  }
  const warning = host.isIp
    ? `${reason.message} ${say.whereToGo(asked)}`
    : say.notOfficialForSentence(host.unicode, asked);
  const said = host.isIp ? reason : { ...reason, message: warning };
  return notOfficialFor(href, warning, asked, verdictOf(host, "unrelated", [said]));
}

/**
 * The one verdict: is `input` (a URL or bare domain) an official entry-authorisation portal, optionally of
 * a given country, and if not, where is the real one? Every face (CLI, API, MCP, extension) calls this.
 */
export function verify(index: RegistryIndex, input: string, options: VerifyOptions = {}): VerifyOutcome {
  let asked: SnapshotCountry | null = null;
  if (options.country !== undefined && options.country.trim() !== "") {
    const match = findCountry(index.lookup, options.country);
    if (!match.ok) return match;
    asked = match.country;
  }
  const parsed = parseInput(input);
  if (!parsed.ok) {
    const message = say.invalidSentence(parsed);
    const fields = asked ? countryFields(asked) : NO_COUNTRY;
    const verdict: Verdict = {
      kind: "invalid",
      reasons: [{ code: parsed.reason, message }],
      imitates: null,
      host: null,
      host_unicode: null,
    };
    return {
      ok: true,
      result: { checked_url: input, official: false, warning: message, ...fields, verdict },
    };
  }
  const { href, host } = parsed;
  if (host.isIp) {
    return {
      ok: true,
      result: judgeUnrelated(href, host, asked, {
        code: "ip-literal",
        message: say.ipLiteralSentence(host.ascii),
      }),
    };
  }
  const refs = officialPortalsFor(index, host.ascii);
  if (refs.length > 0) return { ok: true, result: judgeOfficial(href, host, refs, asked) };
  for (const detector of index.detectors) {
    const found = detector.detect(host);
    if (found) return { ok: true, result: judgeDetection(href, host, found, asked) };
  }
  return {
    ok: true,
    result: judgeUnrelated(href, host, asked, {
      code: "no-match",
      message: say.unrelatedSentence(host.unicode),
    }),
  };
}
