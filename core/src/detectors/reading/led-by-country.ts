// A country's name that opens a word with a visa word closing it (`saudivisadc`, `thailandelite-visa`,
// `expeditedvietnamvisa`): the name leads, whatever letters lie between, unless they make an ordinary word
// that opens with the name (`malicevisa`, `mannequinvisa`), or that the name ends (`machinevisa`).
import { NAME_ENDED_WORDS } from "../../lexicon/name-ended-words.ts";
import { NAME_LED_WORDS } from "../../lexicon/name-led-words.ts";
import { ordinaryBeforeVisa } from "../../lexicon/ordinary-before-visa.ts";
import type { Segment } from "../../lexicon/segment.ts";
import type { Word } from "../detection-context.ts";
import { CARD_CONTEXT, type Found, isEdge } from "./pieces.ts";

/**
 * A country's name (four letters or more) that opens a word, with a visa word right after it, closing that
 * word or standing as a word of its own, whatever letters lie between: `saudivisadc`, `saudiarabevisa`,
 * `thailandelite-visa` (a brand after the country). A name standing as a word of its own may also be
 * beside a word that a visa word closes, after it or before it (`thai-elitevisa`, `vietnam-tourvisa`,
 * `tourvisa-vietnam`), and a name of five
 * letters or more may follow any letters when the visa word closing the word comes right after it
 * (`expeditedvietnamvisa`). Words of the card (`canadavisacard`) make it the card network, and letters that
 * complete an ordinary word opening with the name make it that word (`malicevisa`), as do letters before it
 * that the name completes (`ma|chine|visa`: machine, not French "Chine").
 */
export function ledByCountry(
  segments: readonly Segment<Word>[],
  text: string,
): { country: Found; visa: Found } | undefined {
  if (CARD_CONTEXT.test(text)) return undefined;
  let first: { country: Found; visa: Found } | undefined;
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
          (isEdge(segments[k - 1]) ||
            sameWord(segments, i, k) ||
            (alone && sameLabel(segments, text, Math.min(i, k), Math.max(i, k)))),
      );
    }
    if (j < 0) continue;
    const visa = segments[j] as Segment<Word>;
    if (ordinaryWordLed(text, piece, visa) || ordinaryWordEnded(segments, text, i, visa)) continue;
    const led = {
      country: { country: piece.value.country, at: i, word: text.slice(piece.start, piece.end) },
      visa: { country: null, at: j, word: text.slice(visa.start, visa.end) },
    };
    // A name glued to the visa word leads before one that stands apart (`russia-blsindianvisa` is India's).
    if (j === i + 1) return led;
    first ??= led;
  }
  return first;
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
 * Whether the letters of the name's word up to the visa word are an ordinary word the name ends
 * (`ma|chine|visa` is machine, `pe|n|guine|visa` penguin and an eVisa's `e`).
 */
function ordinaryWordEnded(
  segments: readonly Segment<Word>[],
  text: string,
  i: number,
  visa: Segment<Word>,
): boolean {
  let k = i;
  while (k > 0 && !isEdge(segments[k - 1])) k -= 1;
  const start = (segments[k] as Segment<Word>).start;
  if (start === (segments[i] as Segment<Word>).start) return false;
  return ordinaryBeforeVisa(
    NAME_ENDED_WORDS,
    text.slice(start, visa.start),
    text.slice(visa.start, visa.end),
  );
}

/**
 * Whether the name at `i` opens an ordinary word that a visa word later in the same word closes
 * (`mann|e|qu|in|visa`), or that runs to the word's end after a visa word (`visa|mann|e|qu|in`).
 */
export function ordinaryWordAt(segments: readonly Segment<Word>[], text: string, i: number): boolean {
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
