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
 * Where the few letters lie in a name made of a visa word and at most three more letters after it (`[5, 8]`
 * for `evisacam`); undefined for any other name.
 */
export function shortTail(name: string): readonly [number, number] | undefined {
  let longest = 0;
  for (const visa of PLAIN_VISA_WORDS) {
    const rest = name.length - visa.length;
    if (visa.length > longest && rest >= 1 && rest <= SHORT && name.startsWith(visa)) longest = visa.length;
  }
  return longest === 0 ? undefined : [longest, name.length];
}

/**
 * Whether every edit from `real` to `typed` changes only the letters of `tail` (from `shortTail`): letters
 * changed or left out lie within it, and letters added lie within it, after it (`evisa|rope`) or before it
 * (`evisa|crop`), but a letter added where it meets the visa word that doubles its neighbour is a slip
 * (`evisa|a|cam`).
 */
export function editsOnlyIn(typed: string, real: string, tail: readonly [number, number]): boolean {
  const { start, end } = sharedEnds(typed, real);
  const [from, to] = tail;
  const [editFrom, editTo] = [start, real.length - end];
  if (editFrom < editTo) return from <= editFrom && editTo <= to;
  // Only letters added, at one place: inside the tail or after it; where it meets the visa word, unless the
  // letter added doubles its neighbour (`evisa|c|rop` is "crop", `evisa|a|cam` a doubled letter).
  if (editFrom !== from) return from < editFrom && editFrom <= to;
  const added = typed.slice(editFrom, typed.length - end);
  return added.length === 1 && added !== real[from - 1] && added !== real[from];
}
