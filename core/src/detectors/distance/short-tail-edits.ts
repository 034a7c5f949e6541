// Some portal names are a visa word and a few letters after it: `evisa|cam` (Cameroon), `evisa|rop` (Oman's
// police), `evisa|moi` (Kuwait's interior ministry), `evisa|mae` (Romania's foreign ministry). The few letters
// are all that tells them apart, so changing one of them makes another short word after a visa word
// (`evisa|com`, `evisa|calm`, `evisa|mom`, `evisa|made`): another name, not a slip of the portal's. An edit in
// the visa word itself (`evlsacam`, `evisaacam`) stays a typo. Letters before a visa word (`sm|evisa`,
// `lao|evisa`) are left to the country-code rule of the typo detector, which reads them as written.
import { PLAIN_VISA_WORDS } from "../../lexicon/visa-words.ts";
import { sharedEnds } from "./shared-ends.ts";

/** The most letters a visa word may leave after it for a name to count as "a visa word and a few letters". */
const SHORT = 3;

/**
 * Where the few letters start in a name made of a visa word and at most three more letters after it (`5` for
 * `evisacam`: they run to the name's end); undefined for any other name.
 */
export function shortTail(name: string): number | undefined {
  let longest = 0;
  for (const visa of PLAIN_VISA_WORDS) {
    const rest = name.length - visa.length;
    if (visa.length > longest && rest >= 1 && rest <= SHORT && name.startsWith(visa)) longest = visa.length;
  }
  return longest === 0 ? undefined : longest;
}

/**
 * Whether every edit from `real` to `typed` changes only the tail starting at `from` (from `shortTail`):
 * letters changed or left out lie within it, and letters added lie within it, after it (`evisa|rope`) or
 * before it (`evisa|crop`), but a letter added where it meets the visa word that doubles its neighbour is a
 * slip (`evisa|a|cam`).
 */
export function editsOnlyIn(typed: string, real: string, from: number): boolean {
  const { start, end } = sharedEnds(typed, real);
  // The tail runs to the end, so only where the edits begin matters.
  if (start > from) return true;
  if (start < from) return false;
  // Edits begin where the tail meets the visa word: letters changed or left out there are the tail's; one
  // letter added there is the tail's too, unless it doubles a neighbour (`evisa|c|rop` is "crop",
  // `evisa|a|cam` a doubled letter).
  if (real.length - end > start) return true;
  const added = typed.slice(start, typed.length - end);
  return added.length === 1 && added !== real[from - 1] && added !== real[from];
}
