import type { KnownUnofficial } from "@entryguard/core";
import { describe, expect, it } from "vitest";
import { countKnownUnofficial, formatKnownUnofficialCounts } from "./known-unofficial-counts.ts";

const named = (host: string, kind: KnownUnofficial["named_by_kind"]): KnownUnofficial => ({
  host,
  source: "https://example.org/notice",
  named_by: "someone",
  named_by_kind: kind,
});

const record = (...entries: KnownUnofficial[]) => ({ known_unofficial: entries });

describe("countKnownUnofficial", () => {
  it("counts a host two records list once, under the stronger kind that named it", () => {
    const counts = countKnownUnofficial([
      record(named("ivisa.example", "press"), named("esta.example", "regulator")),
      record(named("ivisa.example", "government"), named("copy.example", "consumer-body")),
      record(named("esta.example", "parliament")),
    ]);
    expect(counts).toEqual({
      hosts: 3,
      byKind: { government: 1, regulator: 1, parliament: 0, "consumer-body": 1, press: 0, blocklist: 0 },
      governmentOrRegulator: 2,
    });
  });

  it("says so when there are none", () => {
    expect(formatKnownUnofficialCounts(countKnownUnofficial([record()]))).toBe(
      "known-unofficial hosts: 0 distinct, 0 from government or regulator sources (government 0, regulator 0, parliament 0, consumer-body 0, press 0, blocklist 0)",
    );
  });
});
