// Small questions about the pieces core's segmenter splits a host body into (lexicon/segment.ts), asked by
// every reading of the country-and-visa detector.
import { letters } from "../../host/host-description.ts";
import { DICTIONARY_NAMES } from "../../lexicon/dictionary-names.ts";
import type { Segment } from "../../lexicon/segment.ts";
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

/** The card network's name: `visa.com.ng` is a payment brand, not a visa service. */
export const CARD_BRAND: ReadonlySet<string> = new Set(["visa", "visas"]);
/** Words beside "visa" that mean the card: a credit card is no visa service. */
export const CARD_CONTEXT = /card|credit|debit|club|bank|reward|checkout|pay/;
/**
 * Words beside "visa" that mean the card even where a country is named (`india-visa-card`): fewer than
 * above, since fakes ask for the fee (`india-visa-pay`).
 */
export const CARD_WORDS = /card|credit|debit|bank|gift|reward|cashback/;

/** "eta" and its plural: also the estimated time of arrival. */
export const ETA_WORDS: ReadonlySet<string> = new Set(["eta", "etas"]);
/**
 * Words beside "eta" that make it an arrival time even where a country is named (`flight-eta-uk`,
 * `delivery-eta-india`). Not "tracking": fakes offer to track an application (`uk-eta-tracking`).
 */
export const ARRIVAL_TIME_WORDS = /flight|delivery|shipping|cargo|freight|courier|parcel|logistic/;

/** A country, visa or programme word a reading kept, and where it stands. */
export interface Found {
  readonly country: SnapshotCountry | null;
  /** Position among the segments. */
  readonly at: number;
  readonly word: string;
  /** An ISO code: weaker than a name (`dubai-visa-tr-en` is a Turkish-language page for Dubai). */
  readonly code?: boolean;
}
