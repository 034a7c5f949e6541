import { describe, expect, it } from "vitest";
import { registryIndex } from "../registry/registry.ts";
import { searchRegistry } from "./search-registry.ts";

const first = (query: string) => searchRegistry(registryIndex(), query)[0]?.id;

describe("searchRegistry", () => {
  it.each([
    ["Turkey", "turkiye"],
    ["türkiye", "turkiye"],
    ["TR", "turkiye"],
    ["Indian", "india"],
    ["UK", "united-kingdom"],
    ["ivory coast", "ivory-coast"],
    ["Cote d'Ivoire", "ivory-coast"],
    ["Turky", "turkiye"],
    ["Sri Lanka", "sri-lanka"],
  ])("finds %s", (query, id) => {
    expect(first(query)).toBe(id);
  });

  it("returns nothing for an empty query and at most the limit", () => {
    expect(searchRegistry(registryIndex(), "  ")).toEqual([]);
    expect(searchRegistry(registryIndex(), "a", 5).length).toBeLessThanOrEqual(5);
  });
});
