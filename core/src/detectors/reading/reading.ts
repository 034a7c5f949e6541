// What the words of a host body say, for any detector that asks (the country-and-visa detector, and the
// embedded-name detector to know whether a host names another country): segmented into known words
// (lexicon/segment.ts), it keeps the country, visa and programme words that stand as words (`turkey|evisa`,
// `tr-evisa`), not those hiding in ordinary ones (`woman` holds no Oman, `fiesta` no ESTA), and the country a
// name opening a word gives (led-by-country.ts).
import { DICTIONARY_NAMES } from "../../lexicon/dictionary-names.ts";
import { type Segment, segment } from "../../lexicon/segment.ts";
import { PLAIN_VISA_WORDS, TRAVELLER_WORDS } from "../../lexicon/visa-words.ts";
import type { DetectionContext, Word } from "../detection-context.ts";
import { ledByCountry, ordinaryWordAt } from "./led-by-country.ts";
import { looseVisa } from "./loose-visa.ts";
import { edgeOrVisa, endsGluedName, type Found, isEdge, ordinaryProgramme } from "./pieces.ts";

/** What the words of one host body say. */
export interface Reading {
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
  /** The same, a visa word that is no programme's name (`visasyst` beside `esta`). */
  readonly edgePlainVisa: string | undefined;
  /** What the host was split into, separators left out: its words and runs of unknown letters, in order. */
  readonly pieces: readonly { readonly word: string; readonly value: Word | undefined }[];
}

/**
 * Whether the piece before a word is an ISO code glued to it: the word may then be the end of an ordinary
 * one (`fi|esta`, `pl|ease`). A filler before it is not such a sign: `the|us|visa`, `my|hk|visa` are written so.
 */
const gluedAfterCode = (before: Segment<Word> | undefined) => before?.value?.kind === "code";

/** A word written apart from ordinary text: between separators or right beside a visa word. */
function tight(segments: readonly Segment<Word>[], i: number): boolean {
  return edgeOrVisa(segments[i - 1]) && edgeOrVisa(segments[i + 1]);
}

/**
 * An ISO code written apart (`tight`), where a visa word glued to it has an edge or a word of four letters
 * or more on its far side (`evisa|sg`, `az|evisa`, `eta|lk-gov`): between a code and scraps of letters it is
 * likelier the inside of an ordinary word (`tinyho|us|eta|lk`: tiny house talk).
 */
function codeApart(segments: readonly Segment<Word>[], i: number): boolean {
  if (!tight(segments, i)) return false;
  for (const step of [-1, 1]) {
    const visa = segments[i + step];
    if (visa === undefined || visa.boundary || visa.value === undefined) continue;
    const far = segments[i + 2 * step];
    if (!isEdge(far) && (far?.value === undefined || far.end - far.start < 4)) return false;
  }
  return true;
}

/**
 * Whether the piece at `j` props up its neighbour at `i`: an edge or a known word. An ISO code does only
 * at a label's edge (`evisa|sg`), or two-letter codes would glue any letters together (`vi|e|tj|eta|ir`),
 * and never another country's word, which it likelier opens as an ordinary word (`bl|inde|visa`: blind). A
 * one-letter word (`e`, `i`) does only when held itself on its far side by an edge or a word other than a
 * code: `e|turkey|visa` is written so, but `b|e|gine|visa` is "begin" and an eVisa, not Guinea (Turkish
 * "Gine"), and `evisa|us|e|rs` an eVisa and "users".
 */
function holds(segments: readonly Segment<Word>[], j: number, i: number): boolean {
  const piece = segments[j];
  const held = segments[i] as Segment<Word>;
  if (isEdge(piece) || piece?.value === undefined) return isEdge(piece);
  if (piece.end - piece.start === 1) {
    const beyond = segments[j < i ? j - 1 : j + 1];
    return isEdge(beyond) || (beyond?.value !== undefined && beyond.value.kind !== "code");
  }
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

/** Whether the visa word at `i` ends the country's name glued before it (`argentin|epass`: pieces.ts). */
function endsNameBefore(
  context: DetectionContext,
  segments: readonly Segment<Word>[],
  text: string,
  i: number,
) {
  const [before, piece] = [segments[i - 1], segments[i] as Segment<Word>];
  if (before?.value?.kind !== "country") return false;
  return endsGluedName(
    context.words,
    text.slice(before.start, before.end),
    text.slice(piece.start, piece.end),
  );
}

/** Whether the word at `i` sits between words that hold it, or edges, on both sides. */
function anchored(segments: readonly Segment<Word>[], i: number): boolean {
  return holds(segments, i - 1, i) && holds(segments, i + 1, i);
}

const TRAVELLERS = new Set(TRAVELLER_WORDS);

/** The word next to the piece at `i`, separators aside, before it (`step` -1) or after it (1). */
function wordBeside(segments: readonly Segment<Word>[], text: string, i: number, step: -1 | 1): string {
  let j = i + step;
  while (segments[j]?.boundary) j += step;
  const beside = segments[j];
  return beside === undefined ? "" : text.slice(beside.start, beside.end);
}

/**
 * Whether the country at `i` is where the traveller comes from: after "from" (`visa-from-india`), or before
 * a word for the traveller (`us-citizens`, `uk-passport-holders`).
 */
function origin(segments: readonly Segment<Word>[], text: string, i: number): boolean {
  return wordBeside(segments, text, i, -1) === "from" || TRAVELLERS.has(wordBeside(segments, text, i, 1));
}

export function read(context: DetectionContext, text: string): Reading {
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
    const ordinary = programme && ordinaryProgramme(word, 4);
    // A three-letter programme (`cea` in `ceair`) must stand apart even in a name of known words.
    // Known letters all through count only when the word does not end one glued before it: `fi|esta`,
    // `gr|ease` are the ordinary words fiesta, grease.
    const apart =
      tight(segments, i) || (unknown === 0 && !(programme && short) && !gluedAfterCode(segments[i - 1]));
    // A country after "from" or before "citizens" is where the traveller comes from (`visa-from-india`,
    // `turkey-visa-from-uk`, `azevisa-for-us-citizens`), as its people in the plural are (`for-indians`,
    // a word of their own kind): a visa sold to its people, never its own. A visa or programme word after
    // "from" stays one (`apply-from-tdac`).
    if ((s.value.kind === "country" || s.value.kind === "code") && origin(segments, text, i)) continue;
    if (s.value.kind === "country" && (!short || apart) && !ordinaryWordAt(segments, text, i))
      countries.push({ country: s.value.country, at: i, word });
    // An ISO code counts only written apart or against a visa word: `tr-evisa`, `eta-kr`, `evisasg`. Glued
    // between an ordinary word and a visa word it is likelier the word's ending (`training|visa` holds no
    // `ng`, `appointments|evisa` no `se`).
    if (s.value.kind === "code" && codeApart(segments, i) && !besideOrdinaryProgramme(segments, text, i))
      countries.push({ country: s.value.country, at: i, word, code: true });
    if (
      s.value.kind === "visa" &&
      (!ordinary || apart) &&
      !codeTailGlued(segments, text, i) &&
      !endsNameBefore(context, segments, text, i)
    )
      (s.value.weak ? weak : visas).push({ country: s.value.country, at: i, word });
    // `vis-canada`, `india-immi`: a stand-in counts only as a word of its own.
    if (s.value.kind === "short-visa" && isEdge(segments[i - 1]) && isEdge(segments[i + 1]))
      visas.push({ country: null, at: i, word });
  }
  const leading = ledByCountry(segments, text);
  const led =
    leading &&
    !origin(segments, text, leading.country.at) &&
    !endsNameBefore(context, segments, text, leading.visa.at)
      ? leading
      : undefined;
  // A name glued to its visa word (`indianvisa`) is the visa sold, whatever other country the host names
  // (`blsindianvisa-russia`); otherwise the reading stands as it is.
  if (led && (countries.length === 0 || visas.length === 0 || led.visa.at === led.country.at + 1)) {
    if (!countries.some((c) => c.at === led.country.at)) countries.push(led.country);
    if (!visas.some((v) => v.at === led.visa.at)) visas.push(led.visa);
  }
  const pieces = segments
    .filter((s) => !s.boundary)
    .map((s) => ({ word: text.slice(s.start, s.end), value: s.value }));
  const edgeVisa = looseVisa(segments, text);
  const edgePlainVisa = looseVisa(segments, text, false);
  return { countries, visas, weak, known, unknown, edgeVisa, edgePlainVisa, pieces };
}

/** The country word nearest to a visa word, a name before any ISO code. */
export function nearest(reading: Reading): Found | undefined {
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
