// A portal name made of words (`france-visas`) reads differently when an edit only turns one of its words
// into another ordinary word beside the visa word: `fiance-visas.com` sells fiancé visas, `trance-visas` is
// no slip of France-Visas either. The words come from the generated list of ordinary English words one
// changed or swapped letter from a portal's word (`lexicon/portal-word-neighbours.ts`); a letter left out
// or added (`france-visa`, `frannce-visas`) stays a slip, and so does any edit in a name with no visa word
// beside the changed one (`visaonweb.diplomatic.be` of Belgium's `visaonweb.diplomatie.be`).
import { PORTAL_WORD_NEIGHBOURS } from "../../lexicon/portal-word-neighbours.ts";
import { VISA_WORD_LETTER_SET } from "../../lexicon/visa-words.ts";
import { sharedEnds } from "./shared-ends.ts";

/**
 * Whether `typed` differs from the portal name `real` (the letters of `written`, the name as the portal's
 * host writes it) only by an ordinary word in place of one of its words, with a visa word among the others.
 */
export function editMakesOrdinaryWord(typed: string, real: string, written: string): boolean {
  if (typed.length !== real.length) return false;
  const words = written.split(/[.-]/);
  if (words.length < 2) return false;
  const { start, end } = sharedEnds(typed, real);
  const editEnd = real.length - end;
  let at = 0;
  for (const [i, word] of words.entries()) {
    const [from, to] = [at, at + word.length];
    at = to;
    if (start < from || editEnd > to) continue;
    const others = words.filter((_, j) => j !== i);
    return (
      PORTAL_WORD_NEIGHBOURS.has(typed.slice(from, to)) && others.some((w) => VISA_WORD_LETTER_SET.has(w))
    );
  }
  return false;
}
