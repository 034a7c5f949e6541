// Ordinary English words glued to a visa word, on the real registry (core/bench/glued-words-bench.ts counts
// them all): a word opening with a name is what the host names (`malicevisa` is malice, not Mali), while a
// name followed by other letters that make no ordinary word still leads (`saudiarabevisa`), and a name with
// an `s` is the seller's possessive; a word one letter from a name is that word (`hungry`); a code glued
// before a word is likelier that word's start (`th|us`, `bl|inde`).
import { loadSnapshot } from "@entryguard/registry";
import { describe, expect, it } from "vitest";
import { createVerifier } from "../src/index.ts";

const verifier = createVerifier(loadSnapshot());
const iso2 = (host: string) => {
  const outcome = verifier.verify(host);
  if (!outcome.ok) throw new Error(`${host} was refused`);
  return outcome.result.iso2;
};

describe("an ordinary word glued to a visa word", () => {
  it.each([
    ["malicevisa.com", "letters after a name complete a word opening with it"],
    ["perusevisa.com", "letters after a name complete a word opening with it"],
    ["balancevisa.com", "the e of evisa closes the word"],
    ["indecisionvisa.com", "letters after a name complete a word opening with it"],
    ["indexevisa.com", "letters after a name complete a word opening with it"],
    ["indecisionevisa.com", "the e belongs to evisa"],
    ["mannequinvisa.com", "a name read among fillers opens the word"],
    ["mannersevisa.com", "a name read among fillers opens the word"],
    ["visamannequin.com", "a name opens the word after the visa word"],
    ["evisaindeed.com", "a name opens the word after the visa word"],
    ["hungryvisa.com", "one letter from a name, and an ordinary word"],
    ["equatorvisa.com", "one letter from a name, and an ordinary word"],
    ["surnamevisa.com", "one letter from a name, the e of evisa closing it"],
    ["cookieevisa.com", "one letter from a name, the run taking the e of evisa"],
    ["brutishvisa.com", "one letter from a name, and an ordinary word"],
    ["chimesevisa.com", "an ordinary word, one letter from a name with the e of evisa (chimese: Chinese)"],
    ["mattesevisa.com", "an ordinary word, one letter from a name with the e of evisa (mattese: Maltese)"],
    ["malesevisa.com", "a five-letter word, one letter from a name with the e of evisa (malese: Maltese)"],
    ["evisa-emigrates.com", "one letter from a name, and an ordinary word"],
    ["thusvisa.com", "a code glued before a short name"],
    ["virusvisa.com", "a code glued before a short name"],
    ["pleasevisa.com", "a code glued before a programme name that is an ordinary word"],
    ["fiestavisa.com", "a code glued before a programme name that is an ordinary word"],
    ["greasevisa.com", "a code glued before a programme name that is an ordinary word"],
    ["blindevisa.com", "a code glued before another country's name"],
    ["virginevisa.com", "a code glued before another country's name"],
    ["machinevisa.com", "a name ending an ordinary word (ma|chine: French Chine)"],
    ["penguinevisa.com", "a name ending an ordinary word, the e of evisa with it (pe|n|guine: Turkish Gine)"],
    ["mammalianvisa.com", "a name ending an ordinary word (mam|malian)"],
    ["beginevisa.com", "a one-letter word glued between unknown letters and a name (b|e|gine: Guinea)"],
    ["originevisa.com", "a one-letter word glued between unknown letters and a name (or|i|gine)"],
    ["evisausers.com", "a one-letter word glued between a name and a code (us|e|rs: users)"],
    ["evisastudent.com", "a programme named as a visa word and its code (eVisaST) glued before a word"],
    ["evisastandard.com", "a programme named as a visa word and its code (eVisaST) glued before a word"],
  ])("names no country: %s (%s)", (host) => {
    expect(iso2(host)).toBeNull();
  });

  it.each([
    ["saudiarabevisa.com", "SA", "a name before letters that make no ordinary word"],
    ["kenyasafarievisa.com", "KE", "a name before letters that make no ordinary word"],
    ["turkeysevisa.com", "TR", "a name's possessive"],
    ["chinasvisa.com", "CN", "a name's possessive"],
    ["candianvisa.com", "CA", "a misspelling that is no ordinary word"],
    ["evisa-austrailia.com", "AU", "a misspelling that is no ordinary word"],
    ["chineesevisa.com", "CN", "a misspelling that is no ordinary word, before the e of evisa"],
    ["maltesevisa.com", "MT", "the name itself, before the e of evisa"],
    ["hungaryvisa.com", "HU", "the name itself"],
    ["visaindia.com", "IN", "the name itself after the visa word"],
    ["evisaindiaonline.com", "IN", "a name after the visa word, before other words"],
    ["theusvisa.com", "US", "a filler before a short name"],
    ["eturkeyvisa.com", "TR", "a one-letter word at a label's start before a name"],
    ["visa-e-guinea.com", "GN", "a one-letter word between separators before a name"],
    ["myhkvisa.com", "HK", "a filler before a code"],
    ["usindiavisa.com", "IN", "a name of five letters glued to its visa word"],
    ["expeditedvietnamvisa.com", "VN", "a name after letters that make no ordinary word with it"],
    ["evisa-tr.com", "TR", "a code written apart"],
    ["evisast.com", "ST", "a programme named as a visa word and its code, standing alone"],
    ["evisast-apply.com", "ST", "a programme named as a visa word and its code, before a separator"],
  ])("still names the country: %s → %s (%s)", (host, country) => {
    expect(iso2(host)).toBe(country);
  });
});
