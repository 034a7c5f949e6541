import { describe, expect, it } from "vitest";
import { editsOnlyIn, shortTail } from "./short-tail-edits.ts";

describe("a portal name's few letters after a visa word", () => {
  it.each([
    ["evisacam", 5],
    ["evisarop", 5],
    ["visaxy", 4],
    // the longest visa word decides: `evisas|l`, not `evisa|sl`
    ["evisasl", 6],
  ] as const)("finds them in %s from letter %i to its end", (name, from) => {
    expect(shortTail(name)).toBe(from);
  });

  it.each(["evisa", "evisacamp", "smevisa", "indianvisaonline", "etakenya"])("finds none in %s", (name) => {
    expect(shortTail(name)).toBeUndefined();
  });

  it.each([
    ["evisacom", "one changed", true],
    ["evisaxam", "the first one changed", true],
    ["evisaca", "one left out", true],
    ["evisacalm", "one added inside", true],
    ["evisacams", "one added after", true],
    ["evisaxcam", "one added before them", true],
    ["evlsacam", "a letter of the visa word changed", false],
    ["eviscam", "a letter of the visa word left out", false],
    ["evisaacam", "a letter doubled where the visa word meets them", false],
    ["evisxcom", "a letter of each changed", false],
  ] as const)("%s against evisacam (%s): only they change, %s", (typed, _how, only) => {
    expect(editsOnlyIn(typed, "evisacam", 5)).toBe(only);
  });
});
