import type { HostDescription } from "../host/host-description.ts";
import { AMBIGUOUS_ISO2 } from "../lexicon/country-words.ts";
import { DICTIONARY_NAMES } from "../lexicon/dictionary-names.ts";
import { anchored, type Segment, segment } from "../lexicon/segment.ts";
import {
  countryKeywordSentence,
  governmentSuffixSentence,
  visaServiceSentence,
} from "../sentences/sentences.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { skeleton } from "./confusables/skeleton.ts";
import type { DetectionContext, Word } from "./detection-context.ts";
import type { Detection, Detector } from "./detector.ts";
import { underGovernment } from "./guards/precision-guards.ts";

interface Found {
  readonly country: SnapshotCountry | null;
  /** Position among the segments (ISO codes: their token's position, negative). */
  readonly at: number;
  readonly word: string;
}

/** What the words of one host body say. */
interface Reading {
  readonly countries: Found[];
  readonly visas: Found[];
  /** Known words (country, visa, filler) that sit between known words or separators. */
  readonly known: number;
  /** Letters no known word covers. */
  readonly unknown: number;
}

const isEdge = (piece: Segment<Word> | undefined) => piece === undefined || piece.boundary;
const edgeOrVisa = (piece: Segment<Word> | undefined) =>
  isEdge(piece) || piece?.value?.kind === "visa" || piece?.value?.kind === "short-visa";

/** A word written apart from ordinary text: between separators or right beside a visa word. */
function tight(segments: readonly Segment<Word>[], i: number): boolean {
  return edgeOrVisa(segments[i - 1]) && edgeOrVisa(segments[i + 1]);
}

function read(context: DetectionContext, text: string): Reading {
  const segments = segment(context.words, text);
  const countries: Found[] = [];
  const visas: Found[] = [];
  let known = 0;
  let unknown = 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] as Segment<Word>;
    if (s.boundary) continue;
    if (s.value === undefined) {
      unknown += s.end - s.start;
      continue;
    }
    if (!anchored(segments, i)) continue;
    known += 1;
    const word = text.slice(s.start, s.end);
    const short = word.replace(/-/g, "").length <= 3;
    // A short word (`us`, `uk`, `uae`, `sme`) hides in ordinary text (`analogousvisa`): it counts only
    // between separators or right beside a visa word, not propped up by a filler such as `go`.
    if (s.value.kind === "country" && (!short || tight(segments, i)))
      countries.push({ country: s.value.country, at: i, word });
    // A programme word that is also an ordinary word (`esta`, `ease`) likewise counts only on its own.
    const loose = short || (s.value.kind === "visa" && s.value.programme && DICTIONARY_NAMES.has(word));
    if (s.value.kind === "visa" && (!loose || !s.value.programme || tight(segments, i)))
      visas.push({ country: s.value.country, at: i, word });
    // `vis-canada`, `india-immi`: a stand-in counts only as a word of its own.
    if (s.value.kind === "short-visa" && isEdge(segments[i - 1]) && isEdge(segments[i + 1]))
      visas.push({ country: null, at: i, word });
  }
  // A lone ISO code is a country word only as a whole label or hyphenated word (`tr-evisa`, `eta-kr`).
  text.split(/[.-]/).forEach((token, t) => {
    const code = token.length === 2 && !AMBIGUOUS_ISO2.has(token) ? context.isoCodes.get(token) : undefined;
    if (code) countries.push({ country: code, at: -1 - t, word: token });
  });
  return { countries, visas, known, unknown };
}

/** The country word nearest to a visa word. */
function nearest(reading: Reading): Found | undefined {
  let pick: Found | undefined;
  let gap = Number.POSITIVE_INFINITY;
  for (const f of reading.countries) {
    for (const v of reading.visas) {
      const d = f.at < 0 ? 1000 : Math.abs(f.at - v.at);
      if (d < gap) {
        gap = d;
        pick = f;
      }
    }
  }
  return pick;
}

/** A programme name no dictionary holds (`k-eta`, `nzeta`, `checkmig`) names its country on its own. */
function standalone(word: string): boolean {
  return word.includes("-") || (word.length >= 5 && !DICTIONARY_NAMES.has(word));
}

/** An IDN host's body in Latin letters (its TR39 skeleton), so `еvisа-turkey` reads as evisa-turkey. */
function foldedBody(host: HostDescription): string {
  const folded = skeleton(host.unicode).replace(/^www\./, "");
  const end = folded.length - host.suffix.length - 1;
  return end > 0 && folded[end] === "." ? folded.slice(0, end) : folded;
}

function impersonation(host: HostDescription, country: SnapshotCountry, words: string[]): Detection {
  return {
    kind: "impersonation",
    country,
    imitates: null,
    reasons: [{ code: "country-keyword", message: countryKeywordSentence(host.unicode, country, words) }],
  };
}

/**
 * Combosquatting, the class most scam domains belong to: a country word (name, demonym, alias, place,
 * ISO code as its own word) or a country's programme (ESTA, K-ETA, TDAC) with a visa word
 * (`evisa-turkey.com`, `turkishvisaonline.org`, `uk-eta-apply.com`, `esta-registration.org`); a visa word
 * under the country's own internet code (`evisa.com.tr`, `traveleta.com.au`); a visa-themed name under a
 * government suffix that is not the portal. Visa words with no country are a private visa service
 * (`visa-online-services.com`). Run-together labels are segmented into known words, and a word counts
 * only between known words or separators, so `woman.com` is not Oman and `metadata.io` holds no eta.
 */
export const countryVisaDetector: Detector = {
  name: "country-keyword",
  create(context) {
    return (host) => {
      const government = underGovernment(context.government, host);
      if (!government && context.guard(host)) return null;
      const body = host.body.includes("xn--") ? foldedBody(host) : host.body;
      if (government) {
        // Ministries and embassies stay untouched: only a registered name that offers a country's visa.
        const reading = read(context, host.label);
        const pick = nearest(reading);
        if (!pick?.country || reading.unknown > 0) return null;
        return {
          kind: "impersonation",
          country: pick.country,
          imitates: null,
          reasons: [
            { code: "government-suffix", message: governmentSuffixSentence(host.unicode, pick.country) },
          ],
        };
      }
      const reading = read(context, body);
      if (reading.visas.length === 0) return null;
      const visa = reading.visas[0] as Found;
      const pick = nearest(reading);
      if (pick?.country) {
        const other = reading.visas.find((v) => v !== pick) ?? visa;
        return impersonation(host, pick.country, pick === visa ? [visa.word] : [pick.word, other.word]);
      }
      // A programme one country runs names it: with one more known word (`esta-online`; esta alone is
      // Spanish for "this"), alone under a country code (`esta.us`), or alone when it is no ordinary word
      // (`k-eta.net`, `nzeta.com`).
      const scheme = reading.visas.find((v) => v.country !== null);
      if (
        scheme?.country &&
        (reading.known >= 2 ||
          (host.label === scheme.word && (host.tld.length === 2 || standalone(scheme.word))))
      )
        return impersonation(host, scheme.country, [scheme.word]);
      if (reading.unknown > 0) return null;
      // `cargo-eta` is an arrival time, `eta.co.uk` a motoring club: alone, a visa word must be unmistakable.
      const strong = reading.visas.find((v) => v.word.replace(/-/g, "").length >= 4);
      // Nothing but visa and ordinary words under a country's internet code: `evisa.com.tr`, `traveleta.com.au`.
      const byCode = context.ccTlds.get(host.tld);
      if (byCode && (strong || reading.known >= 2))
        return impersonation(host, byCode, [visa.word, `.${host.tld}`]);
      const service = strong;
      if (reading.known < 2 || !service) return null;
      return {
        kind: "visa-service",
        country: null,
        imitates: null,
        reasons: [{ code: "visa-service", message: visaServiceSentence(host.unicode, [service.word]) }],
      };
    };
  },
};
