import { describe, expect, it } from "vitest";
import { AGENCY_WORDS, VISA_WORD_LETTER_SET } from "./visa-words.ts";

describe("the agency words", () => {
  // An agency word is read only where a visa word is: one missing from the visa words would never be read.
  it("are all visa words", () => {
    expect([...AGENCY_WORDS].filter((word) => !VISA_WORD_LETTER_SET.has(word))).toEqual([]);
  });
});
