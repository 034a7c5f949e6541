import { type CountryLookup, findCountry } from "../country/country-lookup.ts";
import type { Detect, Detection } from "../detectors/detector.ts";
import { describeHost, type HostDescription } from "../host/host-description.ts";
import * as say from "../sentences/sentences.ts";
import { longestSuffixValue } from "../snapshot/host-suffixes.ts";
import { officialPortalsFor, type PortalIndex, type PortalRef } from "../snapshot/portal-index.ts";
import type { RegistryRole } from "../snapshot/registry-roles.ts";
import type { Snapshot, SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { type ParsedHost, parseInput } from "../url/parse-input.ts";
import type {
  Reason,
  Verdict,
  VerdictKind,
  VerificationResult,
  VerifyOutcome,
} from "./verification-result.ts";

export interface VerifyOptions {
  /** Slug, name, alias or ISO2 of the country the traveller means to enter. */
  readonly country?: string | undefined;
}

/** A snapshot made ready for verdicts (`createVerifier`): build once, then `verify` each URL. */
export interface Verifier {
  readonly snapshot: Snapshot;
  /** Official host → the portals it belongs to. */
  readonly portalsByHost: PortalIndex;
  /** Host → its registry role beside the portals (partner, unconfirmed, former, named unofficial). */
  readonly roles: ReadonlyMap<string, RegistryRole>;
  readonly lookup: CountryLookup;
  readonly detectors: readonly { readonly name: string; readonly detect: Detect }[];
  /** The one verdict on a URL or bare domain, optionally for a country the traveller means to enter. */
  verify(input: string, options?: VerifyOptions): VerifyOutcome;
}

/** The fields a result takes from a country (or none). */
function countryFields(
  country: SnapshotCountry | null,
  realUrl: string | null = country?.official_url ?? null,
) {
  return {
    country: country?.country ?? null,
    iso2: country?.iso2 ?? null,
    real_url: realUrl,
    status: country?.status ?? null,
    checked_on: country?.checked_on ?? null,
    updated_on: country?.updated_on ?? null,
    last_checked: country?.last_checked ?? null,
  };
}

interface Said {
  readonly kind: VerdictKind;
  readonly reasons: readonly Reason[];
  readonly imitates?: string | null;
  /** The country the result is about (the asked one wins where the caller asked). */
  readonly country: SnapshotCountry | null;
  readonly official?: boolean;
  readonly realUrl?: string | null;
  /** Whether `warning` carries the reasons, or is null. */
  readonly warns: boolean;
  /** Whether the warning ends with where to go instead (unless its sentence already says so). */
  readonly where?: boolean;
  /** A shared portal's dates and status come from its first country, though no country applies. */
  readonly datesFrom?: SnapshotCountry;
}

function result(href: string, host: ParsedHost, said: Said): VerificationResult {
  const message = said.reasons.map((r) => r.message).join(" ");
  const where = said.country && (said.where ?? true) ? ` ${say.whereToGo(said.country)}` : "";
  const fields = countryFields(
    said.country,
    said.realUrl === undefined ? said.country?.official_url : said.realUrl,
  );
  const { country, iso2, real_url } = fields;
  const { status, checked_on, updated_on, last_checked } = said.datesFrom
    ? countryFields(said.datesFrom)
    : fields;
  return {
    checked_url: href,
    official: said.official ?? false,
    warning: said.warns ? `${message}${where}` : null,
    country,
    iso2,
    real_url,
    status,
    checked_on,
    updated_on,
    last_checked,
    verdict: {
      kind: said.kind,
      reasons: [...said.reasons],
      imitates: said.imitates ?? null,
      host: host.ascii,
      host_unicode: host.unicode,
    },
  };
}

function judgeOfficial(
  host: HostDescription,
  refs: readonly PortalRef[],
  asked: SnapshotCountry | null,
): Said {
  const first = refs[0] as PortalRef;
  // A shared portal names its owner in `shared_by` (ESTA: united-states); a group key (ETIAS) names none.
  const owner = refs.length === 1 ? first : refs.find((r) => r.country.id === r.portal.shared_by);
  const own = asked ? refs.find((r) => r.country === asked) : owner;
  if (own) {
    const message = say.officialSentence(host.unicode, own.country, own.portal);
    return {
      kind: "official",
      official: true,
      reasons: [{ code: "official-host", message }],
      country: own.country,
      realUrl: own.portal.url,
      warns: false,
    };
  }
  if (!asked) {
    // A portal shared by several countries (ETIAS) is official for each of them; no single country applies.
    const message = say.sharedOfficialSentence(host.unicode, first.portal, refs.length);
    return {
      kind: "official",
      official: true,
      reasons: [{ code: "official-host", message }],
      country: null,
      realUrl: first.portal.url,
      datesFrom: first.country,
      warns: false,
    };
  }
  const ownerName = owner
    ? owner.country.country
    : `${refs.length} countries and territories (${first.portal.name})`;
  const message = say.otherCountrySentence(host.unicode, ownerName, asked);
  return {
    kind: "unrelated",
    reasons: [{ code: "other-country", message }],
    country: asked,
    warns: true,
    where: false,
  };
}

/** The registry's word on a host beside its portals: partner, unconfirmed, former host, named unofficial. */
function judgeRole(host: HostDescription, role: RegistryRole, asked: SnapshotCountry | null): Said {
  switch (role.role) {
    case "partner": {
      // Asked for one of the countries that name the partner, the traveller reads that country's words first.
      const own = role.named.filter((n) => n.country === asked);
      const named = [...own, ...role.named.filter((n) => n.country !== asked)];
      const message = say.partnerSentence(host.unicode, named, own.length > 0);
      const only = role.named.length === 1 ? (role.named[0]?.country ?? null) : null;
      return {
        kind: "partner",
        reasons: [{ code: "partner", message }],
        country: asked ?? only,
        warns: false,
      };
    }
    case "unconfirmed": {
      const message = say.unconfirmedSentence(host.unicode, role.country, role.entry);
      return {
        kind: "unconfirmed",
        reasons: [{ code: "unconfirmed", message }],
        country: asked ?? role.country,
        warns: false,
      };
    }
    case "former": {
      const message = say.formerHostSentence(host.unicode, role.country, role.entry.note);
      const current = role.country.official_url === null ? null : new URL(role.country.official_url).hostname;
      return {
        kind: "lookalike",
        reasons: [{ code: "former-host", message }],
        imitates: current,
        country: asked ?? role.country,
        warns: true,
        where: asked !== null && asked !== role.country,
      };
    }
    case "known-unofficial": {
      // Named by several countries (a private service selling many visas): it imitates none of them in
      // particular, unless the traveller asked about one that named it.
      const mine =
        role.named.find((n) => n.country === asked) ?? (role.named.length === 1 ? role.named[0] : undefined);
      if (!mine) {
        const message = say.sharedUnofficialSentence(host.unicode, role.named);
        return {
          kind: "visa-service",
          reasons: [{ code: "known-unofficial", message }],
          country: asked,
          warns: true,
        };
      }
      const message = say.knownUnofficialSentence(host.unicode, mine.country, mine.entry.named_by);
      return {
        kind: "impersonation",
        reasons: [{ code: "known-unofficial", message }],
        country: asked ?? mine.country,
        warns: true,
      };
    }
  }
}

function judgeDetection(found: Detection, asked: SnapshotCountry | null): Said {
  return {
    kind: found.kind,
    reasons: found.reasons,
    imitates: found.imitates,
    country: asked ?? found.country,
    warns: true,
  };
}

/** The first detection of a host, or null. */
function detect(verifier: Verifier, host: HostDescription): Detection | null {
  for (const detector of verifier.detectors) {
    const found = detector.detect(host);
    if (found) return found;
  }
  return null;
}

/**
 * A country's page under a host named as unofficial (`vietnam.evisa.express` under `evisa.express`, which
 * India's list names): the same business sells that country's permit there, so the verdict names the
 * country the page's own labels add, and the listing of the host it lives under is a further reason. The
 * listed host itself, and pages whose labels add no other country (`www.e-visa.ie`: Ireland is the listed
 * host's own suffix), keep the listing's verdict.
 */
function countryPageOfListed(verifier: Verifier, host: HostDescription, role: RegistryRole): Said | null {
  if (role.role !== "known-unofficial") return null;
  const listedHost = role.named[0]?.entry.host;
  if (listedHost === undefined || host.ascii === listedHost) return null;
  const listed = describeHost({ ascii: listedHost, unicode: listedHost });
  const found = detect(verifier, host);
  if (found?.country == null || found.country === detect(verifier, listed)?.country) return null;
  const listing = judgeRole(listed, role, null);
  if (found.country === listing.country) return null;
  return { ...judgeDetection(found, null), reasons: [...found.reasons, ...listing.reasons] };
}

function judgeHost(verifier: Verifier, parsed: ParsedHost, asked: SnapshotCountry | null): Said {
  // Official only as the browser connects: the parser's own host, trailing dot and all.
  const refs = officialPortalsFor(verifier.portalsByHost, parsed.ascii);
  const host = describeHost(parsed);
  if (refs.length > 0) return judgeOfficial(host, refs, asked);
  const role = longestSuffixValue(verifier.roles, host.ascii);
  if (role) return (!asked && countryPageOfListed(verifier, host, role)) || judgeRole(host, role, asked);
  const found = detect(verifier, host);
  if (found) return judgeDetection(found, asked);
  if (asked) {
    const message = say.notOfficialForSentence(host.unicode, asked);
    return {
      kind: "unrelated",
      reasons: [{ code: "no-match", message }],
      country: asked,
      warns: true,
      where: false,
    };
  }
  return {
    kind: "unrelated",
    reasons: [{ code: "no-match", message: say.unrelatedSentence(host.unicode) }],
    country: null,
    warns: true,
  };
}

/**
 * The one verdict: is `input` (a URL or bare domain) an official entry-authorisation portal, optionally of
 * a given country, and if not, where is the real one? Every face (CLI, API, MCP, extension) calls this.
 */
export function judge(verifier: Verifier, input: string, options: VerifyOptions = {}): VerifyOutcome {
  let asked: SnapshotCountry | null = null;
  if (options.country !== undefined && options.country.trim() !== "") {
    const match = findCountry(verifier.lookup, options.country);
    if (!match.ok) return match;
    asked = match.country;
  }
  const parsed = parseInput(input);
  if (!parsed.ok) {
    const message = say.invalidSentence(parsed);
    const verdict: Verdict = {
      kind: "invalid",
      reasons: [{ code: parsed.reason, message }],
      imitates: null,
      host: null,
      host_unicode: null,
    };
    return {
      ok: true,
      result: { checked_url: input, official: false, warning: message, ...countryFields(asked), verdict },
    };
  }
  const { host } = parsed;
  if (host.isIp) {
    const reasons = [{ code: "ip-literal", message: say.ipLiteralSentence(host.ascii) }];
    return {
      ok: true,
      result: result(parsed.href, host, { kind: "unrelated", reasons, country: asked, warns: true }),
    };
  }
  return { ok: true, result: result(parsed.href, host, judgeHost(verifier, host, asked)) };
}

/** The one verdict through a verifier (`createVerifier`); kept for callers written against the index. */
export function verify(verifier: Verifier, input: string, options: VerifyOptions = {}): VerifyOutcome {
  return judge(verifier, input, options);
}
