// Weak programme names (three letters, or ordinary words: AVE, FMM, Diversity Visa) say little alone; these
// are the two readings where, without another visa word, they still name their country.
import { letters } from "../../host/host-description.ts";
import { PLAIN_VISA_WORDS } from "../../lexicon/visa-words.ts";
import type { SnapshotCountry } from "../../snapshot/snapshot-schema.ts";
import type { DetectionContext } from "../detection-context.ts";
import type { Reading } from "./reading.ts";

/**
 * A host of two words and nothing else: a weak programme name and the name or code of a country that runs
 * it (`canada-ave`, `avecanada`, `mx-fmm`). The two agree, so together they name that country, where either
 * alone says little (AVE is also an avenue, and Argentina's authorisation).
 */
export function weakBesideItsCountry(
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
export function wholeWeakName(reading: Reading): { country: SnapshotCountry; word: string } | undefined {
  const [only] = reading.pieces;
  if (reading.pieces.length !== 1 || only?.value?.kind !== "visa" || !only.value.weak) return undefined;
  const { country } = only.value;
  const name = letters(only.word);
  const holdsVisaWord = PLAIN_VISA_WORDS.some((v) => v !== name && name.includes(v));
  return country && holdsVisaWord ? { country, word: only.word } : undefined;
}
