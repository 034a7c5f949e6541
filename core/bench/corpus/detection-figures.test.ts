import { describe, expect, it } from "vitest";
import { wilsonInterval } from "./detection-figures.ts";

describe("the recall interval", () => {
  // Values from the closed form worked independently (Wilson 1927; Newcombe 1998, method 3), rounded.
  it.each([
    [201, 216, [88.9, 95.7]],
    [332, 350, [92.0, 96.7]],
    [0, 10, [0, 27.8]],
    [10, 10, [72.2, 100]],
  ] as const)("%i of %i lies in %j", (caught, samples, expected) => {
    expect(wilsonInterval(caught, samples)).toEqual(expected);
  });

  it("claims nothing without samples", () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 100]);
  });
});
