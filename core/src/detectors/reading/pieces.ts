// Small questions about the pieces core's segmenter splits a host body into (lexicon/segment.ts), asked by
// every reading of the country-and-visa detector.
import { letters } from "../../host/host-description.ts";
import { DICTIONARY_NAMES } from "../../lexicon/dictionary-names.ts";
import type { Segment } from "../../lexicon/segment.ts";
import type { WordList } from "../../lexicon/word-list.ts";
import type { SnapshotCountry } from "../../snapshot/snapshot-schema.ts";
import type { Word } from "../detection-context.ts";

/** A separator, a digit run or the body's start or end. */
export const isEdge = (piece: Segment<Word> | undefined) => piece === undefined || piece.boundary;

/** An edge or a visa word (a stand-in such as `vis` too). */
export const edgeOrVisa = (piece: Segment<Word> | undefined) =>
  isEdge(piece) || piece?.value?.kind === "visa" || piece?.value?.kind === "short-visa";

/**
 * Whether a programme name says too little to count everywhere a distinctive one does: fewer letters than
 * `shortest` (`fmm`, `keta` in `ketamine`), or an ordinary word of the lexicon's languages (`esta`). Each
 * reading sets the length it needs: a name counts apart from other words from four letters, beside unknown
 * letters only from five.
 */
export const ordinaryProgramme = (word: string, shortest: number) =>
  letters(word).length < shortest || DICTIONARY_NAMES.has(word);

/**
 * Whether a visa word opens with the letter that ends a country's name glued before it, what is left being
 * no visa word: `argentin|epass` is "argentine pass", `chines|epass` "chinese pass", not a visa.
 */
export function endsGluedName(words: WordList<Word>, before: string, visa: string): boolean {
  const whole = words.words.get(before + visa[0]);
  return whole?.kind === "country" && words.words.get(visa.slice(1))?.kind !== "visa";
}

/** The card network's name: `visa.com.ng` is a payment brand, not a visa service. */
export const CARD_BRAND: ReadonlySet<string> = new Set(["visa", "visas"]);
/** Words beside "visa" that mean the card: a credit card is no visa service. */
export const CARD_CONTEXT = /card|credit|debit|club|bank|reward|checkout|pay/;
/**
 * Visa words with another meaning, and the words beside them that give it even where a country is named:
 * the card network (`india-visa-card`, `visa-debit-uk`; not beside "pay", fewer words than `CARD_CONTEXT`
 * since fakes ask for the fee: `india-visa-pay`), and the estimated time of arrival (`flight-eta-uk`,
 * `delivery-eta-india`; not beside "tracking", since fakes offer to track an application).
 */
const OTHER_MEANINGS: readonly { readonly words: ReadonlySet<string>; readonly beside: RegExp }[] = [
  // "card" only right after "visa": a tourist or arrival card is a visa (`cuba-tourist-card-visa`)
  { words: CARD_BRAND, beside: /visacard|credit|debit|bank|gift|reward|cashback/ },
  {
    words: new Set(["eta", "etas"]),
    beside: /flight|delivery|shipping|cargo|freight|courier|parcel|logistic/,
  },
];

/** Whether every visa word found (`visas`) has the other meaning that the letters of the host `body` give it. */
export function otherMeaning(visas: readonly Found[], body: string): boolean {
  return OTHER_MEANINGS.some(
    (meaning) =>
      visas.length > 0 &&
      visas.every((v) => meaning.words.has(letters(v.word))) &&
      meaning.beside.test(letters(body)),
  );
}

/** A country, visa or programme word a reading kept, and where it stands. */
export interface Found {
  readonly country: SnapshotCountry | null;
  /** Position among the segments. */
  readonly at: number;
  readonly word: string;
  /** An ISO code: weaker than a name (`dubai-visa-tr-en` is a Turkish-language page for Dubai). */
  readonly code?: boolean;
}
