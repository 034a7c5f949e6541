import { describe, expect, it } from "vitest";
import { realIndex } from "../../test-support/test-app.ts";
import { completeCountry } from "./complete-country.ts";

const ids = (value: string) => completeCountry(realIndex(), value).map((c) => c.id);

describe("completeCountry", () => {
  it("puts the exact match first, then names that start with the value", () => {
    expect(ids("IN")[0]).toBe("india");
    expect(ids("new")).toEqual(expect.arrayContaining(["new-zealand", "new-caledonia", "papua-new-guinea"]));
    expect(ids("new").indexOf("new-zealand")).toBeLessThan(ids("new").indexOf("papua-new-guinea"));
  });

  it("offers the start of the alphabet for an empty value, and nothing for an over-long one", () => {
    expect(ids("")[0]).toBe("afghanistan");
    expect(ids("a".repeat(101))).toEqual([]);
    expect(ids("\uFDFA".repeat(101))).toEqual([]);
  });
});
