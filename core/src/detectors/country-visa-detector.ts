import { type HostDescription, letters } from "../host/host-description.ts";
import { DICTIONARY_NAMES } from "../lexicon/dictionary-names.ts";
import { NAME_LED_WORDS } from "../lexicon/name-led-words.ts";
import { ordinaryBeforeVisa } from "../lexicon/ordinary-before-visa.ts";
import { type Segment, segment } from "../lexicon/segment.ts";
import { PLAIN_VISA_WORDS } from "../lexicon/visa-words.ts";
import {
  countryKeywordSentence,
  governmentSuffixSentence,
  visaServiceSentence,
} from "../sentences/sentences.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { codeBesideVisa } from "./code-beside-visa.ts";
import { skeleton } from "./confusables/skeleton.ts";
import type { DetectionContext, Word } from "./detection-context.ts";
import type { Detection, Detector } from "./detector.ts";
import { underGovernment } from "./guards/precision-guards.ts";
import { misspeltBesideVisa } from "./misspelt-country.ts";

interface Found {
  readonly country: SnapshotCountry | null;
  /** Position among the segments. */
  readonly at: number;
  readonly word: string;
  /** An ISO code: weaker than a name (`dubai-visa-tr-en` is a Turkish-language page for Dubai). */
  readonly code?: boolean;
}

/** What the words of one host body say. */
interface Reading {
  readonly countries: Found[];
  readonly visas: Found[];
  /** Weak programme words (FMM, E-Ticket): their country's only beside a visa word, never a visa word. */
  readonly weak: Found[];
  /** Known words (country, visa, filler) that sit between known words or separators. */
  readonly known: number;
  /** Letters no known word covers. */
  readonly unknown: number;
  /** A visa word held on one side (`visadropbox`, `cheapevisa`): a private service at least. */
  readonly edgeVisa: string | undefined;
  /** What the host was split into, separators left out: its words and runs of unknown letters, in order. */
  readonly pieces: readonly { readonly word: string; readonly value: Word | undefined }[];
}

const isEdge = (piece: Segment<Word> | undefined) => piece === undefined || piece.boundary;
/**
 * Whether the piece before a word is an ISO code glued to it: the word may then be the end of an ordinary
 * one (`fi|esta`, `pl|ease`). A filler before it is not such a sign: `the|us|visa`, `my|hk|visa` are written so.
 */
const gluedAfterCode = (before: Segment<Word> | undefined) => before?.value?.kind === "code";
const edgeOrVisa = (piece: Segment<Word> | undefined) =>
  isEdge(piece) || piece?.value?.kind === "visa" || piece?.value?.kind === "short-visa";

/** A word written apart from ordinary text: between separators or right beside a visa word. */
function tight(segments: readonly Segment<Word>[], i: number): boolean {
  return edgeOrVisa(segments[i - 1]) && edgeOrVisa(segments[i + 1]);
}

/**
 * Whether the piece at `j` props up its neighbour `held`: an edge or a known word. An ISO code does only at
 * a label's edge (`evisa|sg`), or two-letter codes would glue any letters together (`vi|e|tj|eta|ir`), and
 * never another country's word, which it likelier opens as an ordinary word (`bl|inde|visa`: blind).
 */
function holds(segments: readonly Segment<Word>[], j: number, held: Segment<Word>): boolean {
  const piece = segments[j];
  if (isEdge(piece) || piece?.value === undefined) return isEdge(piece);
  if (piece.value.kind !== "code") return true;
  if (held.value?.kind === "country" && held.value.country !== piece.value.country) return false;
  return isEdge(segments[j - 1]) || isEdge(segments[j + 1]);
}

/** Whether a programme name that is an ordinary word is glued to the piece at `i` (`pl|ease`: please). */
function besideOrdinaryProgramme(segments: readonly Segment<Word>[], text: string, i: number): boolean {
  return [segments[i - 1], segments[i + 1]].some(
    (p) => p?.value?.kind === "visa" && p.value.programme && DICTIONARY_NAMES.has(text.slice(p.start, p.end)),
  );
}

/**
 * Whether the piece at `i` is a programme named as a visa word and its country's code (`eVisaST`) glued
 * before more letters: there, as a code would be, it is likelier a visa word and the start of an ordinary
 * word (`evisa|student`, `evisa|standard`) than the programme.
 */
function codeTailGlued(segments: readonly Segment<Word>[], text: string, i: number): boolean {
  const piece = segments[i] as Segment<Word>;
  const value = piece.value;
  if (value?.kind !== "visa" || !value.programme || !value.country) return false;
  const word = text.slice(piece.start, piece.end);
  const code = value.country.iso2.toLowerCase();
  return PLAIN_VISA_WORDS.some((visa) => word === `${visa}${code}`) && !edgeOrVisa(segments[i + 1]);
}

/** Whether the word at `i` sits between words that hold it, or edges, on both sides. */
function anchored(segments: readonly Segment<Word>[], i: number): boolean {
  const held = segments[i] as Segment<Word>;
  return holds(segments, i - 1, held) && holds(segments, i + 1, held);
}

function read(context: DetectionContext, text: string): Reading {
  // Read as a visa name when the letters allow both readings equally well: `us|visa`, not `usvi|sa`.
  const segments = segment(context.words, text, (word) => word.kind === "visa");
  let unknown = 0;
  for (const s of segments) if (!s.boundary && s.value === undefined) unknown += s.end - s.start;
  const countries: Found[] = [];
  const visas: Found[] = [];
  const weak: Found[] = [];
  let known = 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] as Segment<Word>;
    if (s.boundary) continue;
    if (s.value === undefined) continue;
    if (!anchored(segments, i)) continue;
    known += 1;
    const word = text.slice(s.start, s.end);
    // A short word (`us`, `uk`, `uae`) or a programme that is also an ordinary word (`esta`) hides in
    // ordinary text (`analogousvisa`, `fiesta`): it counts only written apart (between separators or
    // beside a visa word), or when every letter of the name is a known word (`usbusiness-visa`).
    const short = word.replace(/-/g, "").length <= 3;
    const programme = s.value.kind === "visa" && s.value.programme;
    const ordinary = programme && (short || DICTIONARY_NAMES.has(word));
    // A three-letter programme (`cea` in `ceair`) must stand apart even in a name of known words.
    // Known letters all through count only when the word does not end one glued before it: `fi|esta`,
    // `gr|ease` are the ordinary words fiesta, grease.
    const apart =
      tight(segments, i) || (unknown === 0 && !(programme && short) && !gluedAfterCode(segments[i - 1]));
    if (s.value.kind === "country" && (!short || apart) && !ordinaryWordAt(segments, text, i))
      countries.push({ country: s.value.country, at: i, word });
    // An ISO code counts only written apart or against a visa word: `tr-evisa`, `eta-kr`, `evisasg`. Glued
    // between an ordinary word and a visa word it is likelier the word's ending (`training|visa` holds no
    // `ng`, `appointments|evisa` no `se`).
    if (s.value.kind === "code" && tight(segments, i) && !besideOrdinaryProgramme(segments, text, i))
      countries.push({ country: s.value.country, at: i, word, code: true });
    if (s.value.kind === "visa" && (!ordinary || apart) && !codeTailGlued(segments, text, i))
      (s.value.weak ? weak : visas).push({ country: s.value.country, at: i, word });
    // `vis-canada`, `india-immi`: a stand-in counts only as a word of its own.
    if (s.value.kind === "short-visa" && isEdge(segments[i - 1]) && isEdge(segments[i + 1]))
      visas.push({ country: null, at: i, word });
  }
  const led = ledByCountry(segments, text);
  // A name glued to its visa word (`indianvisa`) is the visa sold, whatever other country the host names
  // (`blsindianvisa-russia`); otherwise the reading stands as it is.
  if (led && (countries.length === 0 || visas.length === 0 || led.visa.at === led.country.at + 1)) {
    if (!countries.some((c) => c.at === led.country.at)) countries.push(led.country);
    if (!visas.some((v) => v.at === led.visa.at)) visas.push(led.visa);
  }
  const pieces = segments
    .filter((s) => !s.boundary)
    .map((s) => ({ word: text.slice(s.start, s.end), value: s.value }));
  return { countries, visas, weak, known, unknown, edgeVisa: looseVisa(segments, text), pieces };
}

/**
 * A country's name (four letters or more) that opens a word, with a visa word right after it, closing that
 * word or standing as a word of its own, whatever letters lie between: `saudivisadc`, `saudiarabevisa`,
 * `thailandelite-visa` (a brand after the country). A name standing as a word of its own may also be
 * followed by a word that a visa word closes (`thai-elitevisa`, `vietnam-tourvisa`), and a name of five
 * letters or more may follow any letters when the visa word closing the word comes right after it
 * (`expeditedvietnamvisa`). Words of the card (`canadavisacard`) make it the card network, and letters that
 * complete an ordinary word opening with the name make it that word (`malicevisa`).
 */
function ledByCountry(
  segments: readonly Segment<Word>[],
  text: string,
): { country: Found; visa: Found } | undefined {
  if (CARD_CONTEXT.test(text)) return undefined;
  for (let i = 0; i < segments.length; i++) {
    const piece = segments[i] as Segment<Word>;
    if (piece.value?.kind !== "country" || piece.end - piece.start < 4) continue;
    let j = -1;
    if (!isEdge(segments[i - 1])) {
      const closing = plainVisa(segments, text, i + 1) && isEdge(segments[i + 2]);
      if (closing && piece.end - piece.start >= 5) j = i + 1;
    } else if (plainVisa(segments, text, i + 1)) j = i + 1;
    else {
      const alone = isEdge(segments[i + 1]);
      j = segments.findIndex(
        (_, k) =>
          k !== i &&
          plainVisa(segments, text, k) &&
          isEdge(segments[k + 1]) &&
          (isEdge(segments[k - 1]) || sameWord(segments, i, k) || (alone && sameLabel(segments, text, i, k))),
      );
    }
    if (j < 0) continue;
    const visa = segments[j] as Segment<Word>;
    if (ordinaryWordLed(text, piece, visa)) continue;
    return {
      country: { country: piece.value.country, at: i, word: text.slice(piece.start, piece.end) },
      visa: { country: null, at: j, word: text.slice(visa.start, visa.end) },
    };
  }
  return undefined;
}

/**
 * Whether the letters from the name to the visa word complete an ordinary word that opens with the name
 * (`mali|c|evisa` is malice, `peru|se|visa` peruse, `balanc|evisa` balance).
 * Only the whole run counts: `japan|student|visa` holds "japans", and is still Japan.
 */
function ordinaryWordLed(text: string, name: Segment<Word>, visa: Segment<Word>): boolean {
  if (visa.start === name.end) return false;
  return ordinaryBeforeVisa(
    NAME_LED_WORDS,
    text.slice(name.start, visa.start),
    text.slice(visa.start, visa.end),
  );
}

/**
 * Whether the name at `i` opens an ordinary word that a visa word later in the same word closes
 * (`mann|e|qu|in|visa`), or that runs to the word's end after a visa word (`visa|mann|e|qu|in`).
 */
function ordinaryWordAt(segments: readonly Segment<Word>[], text: string, i: number): boolean {
  const name = segments[i] as Segment<Word>;
  if (name.end - name.start < 4) return false;
  let end = name.end;
  for (let k = i + 1; k < segments.length && !segments[k]?.boundary; k++) {
    const piece = segments[k] as Segment<Word>;
    if (piece.value?.kind === "visa") return ordinaryWordLed(text, name, piece);
    end = piece.end;
  }
  return end > name.end && NAME_LED_WORDS.has(text.slice(name.start, end));
}

/** Whether the piece `k` comes after the piece `i` in the same label (no dot between them). */
function sameLabel(segments: readonly Segment<Word>[], text: string, i: number, k: number): boolean {
  return (
    k > i &&
    !text.slice((segments[i] as Segment<Word>).end, (segments[k] as Segment<Word>).start).includes(".")
  );
}

/** Whether the pieces from `i` to `k` are one word: no separator between them (`saudi|arab|evisa`). */
function sameWord(segments: readonly Segment<Word>[], i: number, k: number): boolean {
  for (let m = i + 1; m < k; m++) if (segments[m]?.boundary) return false;
  return k > i;
}

/** A visa word of four letters or more, unhyphenated and no programme, at `j`. */
function plainVisa(segments: readonly Segment<Word>[], text: string, j: number): boolean {
  const piece = segments[j];
  return (
    piece?.value?.kind === "visa" &&
    !piece.value.programme &&
    piece.end - piece.start >= 4 &&
    !text.slice(piece.start, piece.end).includes("-")
  );
}

/**
 * An unmistakable visa word (four letters or more) written as a word: held by a known word or an edge on
 * one side with no stray letter or two left over (`visadropbox`, `cheapevisa`), or standing apart on each
 * side, where a run of five letters or more glued to it counts as a word (`handy|visas`, `evisa|prime`).
 * Enough to tell a private visa service, never to accuse one. A letter or two over is likelier an ordinary
 * word: `avisa` (a newspaper), `divisas` (currency), `televisa` (a broadcaster); and words of the card
 * around it (`cabelasclubvisa`) make it the card network.
 */
function looseVisa(segments: readonly Segment<Word>[], text: string): string | undefined {
  const pieces = segments.filter((p) => !p.boundary && p.value?.kind !== "visa");
  if (pieces.some((p) => CARD_CONTEXT.test(text.slice(p.start, p.end)))) return undefined;
  if (CARD_CONTEXT.test(pieces.map((p) => text.slice(p.start, p.end)).join(""))) return undefined;
  // Letters no word explains (a stray ISO code is no word here).
  let stray = 0;
  for (const p of pieces) if (p.value === undefined || p.value.kind === "code") stray += p.end - p.start;
  for (let i = 0; i < segments.length; i++) {
    const piece = segments[i] as Segment<Word>;
    if (piece.value?.kind !== "visa" || piece.value.weak) continue;
    const word = text.slice(piece.start, piece.end);
    if (word.replace(/-/g, "").length < 4) continue;
    // A programme name counts when it is long and no dictionary word (`etiasconnect`); a short one hides
    // in ordinary words (`keta` in `ketamine`), a dictionary one is ordinary (`esta`).
    if (piece.value.programme && (letters(word).length < 5 || DICTIONARY_NAMES.has(word))) continue;
    // `visa.com.kn`: the card network's name as a whole label.
    if (CARD_BRAND.has(word) && dotOrEnd(text[piece.start - 1]) && dotOrEnd(text[piece.end])) continue;
    const [before, after] = [segments[i - 1], segments[i + 1]];
    const held = (stray === 0 || stray >= 3) && (knownWord(before) || knownWord(after));
    const standing =
      apartWord(before, gluedRun(text, piece.start, -1)) && apartWord(after, gluedRun(text, piece.end, 1));
    if (held || standing) return word;
  }
  return undefined;
}

const dotOrEnd = (ch: string | undefined) => ch === undefined || ch === ".";

/** An edge or a word other than an ISO code. */
const knownWord = (p: Segment<Word> | undefined) =>
  isEdge(p) || (p?.value !== undefined && p.value.kind !== "code");

/** An edge, a word of two letters or more other than an ISO code, or a glued run of five letters. */
const apartWord = (p: Segment<Word> | undefined, glued: number) =>
  isEdge(p) || (p?.value !== undefined && p.value.kind !== "code" && p.end - p.start >= 2) || glued >= 5;

/** Letters from `at` (exclusive going left, inclusive going right) to the nearest separator or digit. */
function gluedRun(text: string, at: number, direction: -1 | 1): number {
  let n = 0;
  for (
    let i = direction < 0 ? at - 1 : at;
    i >= 0 && i < text.length && /[a-z]/.test(text[i] as string);
    i += direction
  )
    n += 1;
  return n;
}

/**
 * A host of two words and nothing else: a weak programme name and the name or code of a country that runs
 * it (`canada-ave`, `avecanada`, `mx-fmm`). The two agree, so together they name that country, where either
 * alone says little (AVE is also an avenue, and Argentina's authorisation).
 */
function weakBesideItsCountry(
  context: DetectionContext,
  reading: Reading,
): { country: SnapshotCountry; words: string[] } | undefined {
  if (reading.pieces.length !== 2) return undefined;
  const weak = reading.pieces.find((p) => p.value?.kind === "visa" && p.value.weak);
  for (const { word, value } of reading.pieces) {
    if (!weak || (value?.kind !== "country" && value?.kind !== "code")) continue;
    if (context.weakProgrammes.get(weak.word)?.includes(value.country.id))
      return { country: value.country, words: [word, weak.word] };
  }
  return undefined;
}

/**
 * A host that is nothing but a weak programme name of several words, one of them a visa word, spelled out
 * whole (`diversity-visa.com`, `visawaiverprogram.org`): ordinary words, but together only that programme.
 */
function wholeWeakName(reading: Reading): { country: SnapshotCountry; word: string } | undefined {
  const [only] = reading.pieces;
  if (reading.pieces.length !== 1 || only?.value?.kind !== "visa" || !only.value.weak) return undefined;
  const { country } = only.value;
  const name = letters(only.word);
  const holdsVisaWord = PLAIN_VISA_WORDS.some((v) => v !== name && name.includes(v));
  return country && holdsVisaWord ? { country, word: only.word } : undefined;
}

/** The country word nearest to a visa word, a name before any ISO code. */
function nearest(reading: Reading): Found | undefined {
  let pick: Found | undefined;
  let gap = Number.POSITIVE_INFINITY;
  for (const f of reading.countries) {
    for (const v of reading.visas) {
      const d = Math.abs(f.at - v.at) + (f.code ? 100 : 0);
      if (d < gap) {
        gap = d;
        pick = f;
      }
    }
  }
  return pick;
}

/** The card network's name: `visa.com.ng` is a payment brand, not a visa service. */
const CARD_BRAND = new Set(["visa", "visas"]);
/** Words beside "visa" that mean the card: a credit card is no visa service. */
const CARD_CONTEXT = /card|credit|debit|club|bank|reward|checkout|pay/;

/**
 * A programme name of four letters or more that no dictionary holds (`k-eta`, `nzeta`, `tdac`,
 * `checkmig`) names its country on its own; three letters (`fmm`) are weak and never do.
 */
function standalone(word: string): boolean {
  return word.includes("-") || (word.length >= 4 && !DICTIONARY_NAMES.has(word));
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
      if (!context.visaWord.test(body)) return null;
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
      const visa = reading.visas[0];
      const pick = visa ? nearest(reading) : undefined;
      const scheme = reading.visas.find((v) => v.country !== null);
      if (visa && pick?.country) {
        // A programme one country runs names the authorisation sold; another country's name beside it is
        // the traveller's own (`estagermany`, `france-esta.fr`).
        if (scheme?.country && scheme.country !== pick.country)
          return impersonation(host, scheme.country, [scheme.word]);
        const other = reading.visas.find((v) => v !== pick) ?? visa;
        return impersonation(host, pick.country, [pick.word, other.word]);
      }
      // A programme one country runs names it: with one more known word (`esta-online`; esta alone is
      // Spanish for "this"), beside a visa service's name (`esta.visasyst.com`), alone under a country
      // code (`esta.us`), or alone when it is no ordinary word (`k-eta.net`, `nzeta.com`).
      const alone = host.label === scheme?.word && (host.tld.length === 2 || standalone(scheme.word));
      if (scheme?.country && (reading.known >= 2 || alone || reading.edgeVisa))
        return impersonation(host, scheme.country, [scheme.word]);
      const pair = weakBesideItsCountry(context, reading);
      if (pair) return impersonation(host, pair.country, pair.words);
      const whole = wholeWeakName(reading);
      if (whole) return impersonation(host, whole.country, [whole.word]);
      const code = codeBesideVisa(context.apartCodes, body);
      if (code) return impersonation(host, code.country, code.words);
      const misspelt = misspeltBesideVisa(context.misspellings, context.words, body);
      if (misspelt) return impersonation(host, misspelt.country, misspelt.words);
      // A weak programme word (FMM, E-Ticket) names its country only beside a visa word (`fmm-visa`).
      const named = reading.weak.find((w) => w.country !== null);
      if (named?.country && reading.visas.some((v) => v.country === null))
        return impersonation(host, named.country, [named.word, visa?.word ?? named.word]);
      // `cargo-eta` is an arrival time, `eta.co.uk` a motoring club, `visa.com.ng` the card network: alone,
      // a visa word must be unmistakable.
      const strong = reading.visas.find(
        (v) => v.country === null && v.word.replace(/-/g, "").length >= 4 && !CARD_BRAND.has(v.word),
      );
      // Nothing but visa and ordinary words under a country's internet code: `evisa.com.tr`, `traveleta.com.au`.
      const byCode = context.ccTlds.get(host.tld);
      if (visa && reading.unknown === 0 && byCode && (strong || reading.known >= 2))
        return impersonation(host, byCode, [visa.word, `.${host.tld}`]);
      const service = reading.unknown === 0 && (reading.known >= 2 || strong) ? (strong ?? visa) : undefined;
      const word = service?.word ?? reading.edgeVisa;
      if (!word) return null;
      return {
        kind: "visa-service",
        country: null,
        imitates: null,
        reasons: [{ code: "visa-service", message: visaServiceSentence(host.unicode, [word]) }],
      };
    };
  },
};
