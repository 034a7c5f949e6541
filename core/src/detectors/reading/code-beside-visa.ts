// A country's code as a host's only word beside a visa word: its two-letter internet code (`evisa-in.com`,
// `ca-eta.com`, `visa-ae.net`) or an alpha-3 code that is also a word (`rus-visum.de`, `can-eta.com`). Such
// codes are everyday words elsewhere (in, ca, ae, at, be, it; can, col, rus), which is why the segmenting
// reading never takes them; with nothing else in the host, they can only be the country. So with a programme
// of that very country in place of the visa word (`evoa-id.com`: Indonesia's e-VOA and its code), where the
// code confirms what the programme already says. The country-and-visa detector reads it, and the
// embedded-name detector to know whether a host names another country.
import { apartWords } from "../../host/host-description.ts";
import { GOVERNMENT_LABELS } from "../../host/known-domains.ts";
import { FILLER_WORDS, VISA_WORD_LETTER_SET } from "../../lexicon/visa-words.ts";
import type { WordList } from "../../lexicon/word-list.ts";
import type { SnapshotCountry } from "../../snapshot/snapshot-schema.ts";
import type { Word } from "../detection-context.ts";

const FILLERS = new Set(FILLER_WORDS);
const GOVERNMENT = new Set(GOVERNMENT_LABELS);

/**
 * The country whose code (`codes`: internet codes, `uk` for the United Kingdom and none for codes used as
 * generic names such as `co`, and the alpha-3 codes that are words) stands first or last beside a visa word
 * and nothing else (`e-visa` may be hyphenated), or beside a programme `words` says is that country's and
 * not weak (an E-Ticket beside `do` names nothing), a government label aside (`ca-eta-gov`). Before the
 * visa word a filler word is that word (`my-visa`, `go-evisa`, `and-visa`); after it, the code (`evisa-in`).
 */
export function codeBesideVisa(
  codes: ReadonlyMap<string, SnapshotCountry>,
  words: WordList<Word>,
  body: string,
): { country: SnapshotCountry; words: string[] } | undefined {
  // A government label claims the country's government and adds no other word: `ca-eta-gov` says what
  // `ca-eta` says (a code that is such a label too stays a code).
  const tokens = apartWords(body).filter(
    (token) => token !== "" && (!GOVERNMENT.has(token) || codes.has(token)),
  );
  if (tokens.length < 2) return undefined;
  for (const at of [0, tokens.length - 1]) {
    const code = tokens[at] as string;
    if (at === 0 && FILLERS.has(code)) continue;
    const visa = tokens.filter((_, i) => i !== at).join("");
    const country = codes.get(code);
    const known = words.words.get(visa);
    const ownProgramme = known?.kind === "visa" && !known.weak && known.country === country;
    if (country && (VISA_WORD_LETTER_SET.has(visa) || ownProgramme)) return { country, words: [code, visa] };
  }
  return undefined;
}
