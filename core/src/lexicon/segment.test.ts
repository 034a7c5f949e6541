import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { segment } from "./segment.ts";
import { addWord, emptyWordList } from "./word-list.ts";

// A hand-written list in which `usvisa` has two equally good readings.
const list = emptyWordList<string>();
const words: [string, string][] = [
  ["usvi", "country"],
  ["sa", "code"],
  ["us", "code"],
  ["visa", "visa"],
  ["evisa", "visa"],
  ["uae", "country"],
  ["ua", "code"],
];
for (const [word, kind] of words) addWord(list, word, kind);

const read = (text: string, favoured?: (kind: string) => boolean) =>
  segment(list, text, favoured).map((s) =>
    s.value ? text.slice(s.start, s.end) : `?${text.slice(s.start, s.end)}`,
  );

describe("segment", () => {
  it("splits into known words with the fewest unknown letters, longer first word on a tie", () => {
    expect(read("uaevisa")).toEqual(["uae", "visa"]);
    expect(read("xyvisa")).toEqual(["?xy", "visa"]);
    expect(read("e-visa-us")).toEqual(["?e", "?-", "visa", "?-", "us"]);
  });

  it("reads the favoured words when two readings explain the letters equally well", () => {
    expect(read("usvisa")).toEqual(["usvi", "sa"]);
    expect(read("usvisa", (kind) => kind === "visa")).toEqual(["us", "visa"]);
  });

  it("never trades an unknown letter or an extra word for a favoured one", () => {
    // `usvisax`: `us|visa|x` has an unknown letter; `usvi|sa|x` has one too, and the same number of pieces.
    expect(read("usvisax", (kind) => kind === "visa")).toEqual(["us", "visa", "?x"]);
    // Both readings of `uaevisa` hold one visa word: the longer first word still decides.
    expect(read("uaevisa", (kind) => kind === "visa")).toEqual(["uae", "visa"]);
  });
});

describe("short words", () => {
  // Two-letter codes that together cover more of `chinawork` than the name does.
  const codes = emptyWordList<string>();
  for (const [word, kind] of [
    ["china", "country"],
    ["ch", "code"],
    ["in", "filler"],
    ["aw", "code"],
    ["us", "code"],
    ["visa", "visa"],
  ])
    addWord(codes, word as string, kind as string);
  const readCodes = (text: string) =>
    segment(codes, text).map((s) =>
      s.value ? text.slice(s.start, s.end) : `?${text.slice(s.start, s.end)}`,
    );

  it("do not cut a longer word into pieces to cover a letter more", () => {
    expect(readCodes("chinaworkvisa")).toEqual(["china", "?work", "visa"]);
    expect(readCodes("chinazvisa")).toEqual(["china", "?z", "visa"]);
  });

  it("still cover the letters they stand for", () => {
    expect(readCodes("usvisa")).toEqual(["us", "visa"]);
    expect(readCodes("visaus")).toEqual(["visa", "us"]);
  });
});

describe("every split", () => {
  it("covers the text in order, and each known piece is a word of the list with its value", () => {
    // Few letters, so words share prefixes and sit inside each other.
    const text = fc.stringMatching(/^[abc.-]{0,14}$/);
    const word = fc.stringMatching(/^[abc]{1,5}(-[abc]{1,3})?$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 12 }), text, (words, host) => {
        const list = emptyWordList<number>();
        for (const [i, w] of words.entries()) addWord(list, w, i);
        let at = 0;
        for (const piece of segment(list, host, (i) => i % 2 === 0)) {
          expect(piece.start).toBe(at);
          expect(piece.end).toBeGreaterThan(piece.start);
          at = piece.end;
          const letters = host.slice(piece.start, piece.end);
          if (piece.boundary) expect(letters).toMatch(/^[.\-0-9]$/);
          else if (piece.value !== undefined) expect(words.indexOf(letters)).toBe(piece.value);
          else expect(list.words.has(letters)).toBe(false);
        }
        expect(at).toBe(host.length);
      }),
      { seed: 20261125, numRuns: 2000 },
    );
  });

  it("finds the longest word of the list, and none longer", () => {
    const list = emptyWordList<string>();
    addWord(list, "evisa", "visa");
    addWord(list, "unitedstatesminoroutlyingislands", "country");
    expect(list.longest).toBe(32);
    const pieces = segment(list, "unitedstatesminoroutlyingislandsevisa");
    expect(pieces.map((p) => p.value)).toEqual(["country", "visa"]);
  });
});
