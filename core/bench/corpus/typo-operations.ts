// dnstwist's permutation classes on one string: each returns the variant at a random position, or null.
import { pick } from "./seeded-random.ts";

const KEYBOARD: Record<string, string> = {
  q: "wa",
  w: "qesa",
  e: "wrds",
  r: "etfd",
  t: "ryg",
  y: "tuh",
  u: "yij",
  i: "uok",
  o: "ipl",
  p: "ol",
  a: "qsz",
  s: "awdxz",
  d: "sefcx",
  f: "drgvc",
  g: "fthbv",
  h: "gyjnb",
  j: "hukmn",
  k: "jilm",
  l: "kop",
  z: "asx",
  x: "zsdc",
  c: "xdfv",
  v: "cfgb",
  b: "vghn",
  n: "bhjm",
  m: "njk",
};
const VOWELS = "aeiou";

export type TypoOperation =
  | "omission"
  | "insertion"
  | "repetition"
  | "replacement"
  | "transposition"
  | "bitflip"
  | "vowel-swap"
  | "hyphenation"
  | "dot-insertion";

export const TYPO_OPERATIONS: readonly TypoOperation[] = [
  "omission",
  "insertion",
  "repetition",
  "replacement",
  "transposition",
  "bitflip",
  "vowel-swap",
  "hyphenation",
  "dot-insertion",
];

const isLetter = (ch: string | undefined) => ch !== undefined && ch >= "a" && ch <= "z";

/** Applies one operation inside `text[start..end)` (the registrable name, before the suffix). */
export function applyTypo(
  random: () => number,
  op: TypoOperation,
  text: string,
  start: number,
  end: number,
): string | null {
  const positions = [...Array(end).keys()].filter((i) => i >= start);
  const letters = positions.filter((i) => isLetter(text[i]));
  const at = (list: number[]) => (list.length === 0 ? null : pick(random, list));
  const splice = (i: number, remove: number, insert: string) =>
    text.slice(0, i) + insert + text.slice(i + remove);
  switch (op) {
    case "omission": {
      const i = at(letters);
      return i === null ? null : splice(i, 1, "");
    }
    case "insertion": {
      const i = at(letters);
      if (i === null) return null;
      return splice(i + 1, 0, pick(random, [...(KEYBOARD[text[i] as string] ?? "e")]));
    }
    case "repetition": {
      const i = at(letters);
      return i === null ? null : splice(i, 0, text[i] as string);
    }
    case "replacement": {
      const i = at(letters);
      if (i === null) return null;
      return splice(i, 1, pick(random, [...(KEYBOARD[text[i] as string] ?? "e")]));
    }
    case "transposition": {
      const i = at(letters.filter((j) => isLetter(text[j + 1]) && j + 1 < end && text[j] !== text[j + 1]));
      return i === null ? null : splice(i, 2, `${text[i + 1]}${text[i]}`);
    }
    case "bitflip": {
      const options: [number, string][] = [];
      for (const i of letters) {
        for (let bit = 0; bit < 8; bit++) {
          const flipped = String.fromCharCode((text.charCodeAt(i) ^ (1 << bit)) & 0xff);
          if (/^[a-z0-9]$/.test(flipped)) options.push([i, flipped]);
        }
      }
      if (options.length === 0) return null;
      const [i, ch] = pick(random, options);
      return splice(i, 1, ch);
    }
    case "vowel-swap": {
      const i = at(letters.filter((j) => VOWELS.includes(text[j] as string)));
      if (i === null) return null;
      return splice(i, 1, pick(random, [...VOWELS.replace(text[i] as string, "")]));
    }
    case "hyphenation":
    case "dot-insertion": {
      const sep = op === "hyphenation" ? "-" : ".";
      const i = at(positions.filter((j) => j > start && isLetter(text[j - 1]) && isLetter(text[j])));
      return i === null ? null : splice(i, 0, sep);
    }
  }
}
