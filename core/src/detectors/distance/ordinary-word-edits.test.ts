import { describe, expect, it } from "vitest";
import { editMakesOrdinaryWord } from "./ordinary-word-edits.ts";

describe("an edit that makes another ordinary word of a portal name's word", () => {
  it.each([
    ["fiancevisas", "fiancé in place of France"],
    ["trancevisas", "trance in place of France"],
  ])("%s against france-visas (%s): another name", (typed) => {
    expect(editMakesOrdinaryWord(typed, "francevisas", "france-visas")).toBe(true);
  });

  it.each([
    ["frencevisas", "a changed letter that makes no word"],
    ["francevisa", "a letter left out"],
    ["franncevisas", "a letter added"],
    ["francevises", "the visa word itself changed, with no visa word left beside it"],
    ["fiancevisos", "two words changed"],
  ])("%s against france-visas (%s): a slip", (typed) => {
    expect(editMakesOrdinaryWord(typed, "francevisas", "france-visas")).toBe(false);
  });

  it("keeps a slip where no visa word stands beside the changed word", () => {
    // Belgium's visaonweb.diplomatie.be: `diplomatic` is an ordinary word, but the name has no visa word.
    expect(
      editMakesOrdinaryWord("visaonwebdiplomaticbe", "visaonwebdiplomatiebe", "visaonweb.diplomatie.be"),
    ).toBe(false);
  });

  it("keeps a slip in a name of one word", () => {
    expect(editMakesOrdinaryWord("fiancevisas", "francevisas", "francevisas")).toBe(false);
  });
});
