import { describe, expect, it } from "vitest";
import { isNewerSnapshot } from "./snapshot-order.ts";

const bundled = { version: "2026-11-20.aaaaaaaa", signed_at: null };
const signedOn = (version: string, at: string) => ({ version, signed_at: at });

describe("isNewerSnapshot", () => {
  it("takes a snapshot with a later record date", () => {
    expect(isNewerSnapshot(signedOn("2026-11-21.bbbbbbbb", "2026-11-21T08:00:00Z"), bundled)).toBe(true);
  });

  it("refuses an older one, even signed later (a replayed or rolled-back snapshot)", () => {
    expect(isNewerSnapshot(signedOn("2026-11-19.cccccccc", "2027-01-01T00:00:00Z"), bundled)).toBe(false);
  });

  it("refuses the version already held", () => {
    expect(isNewerSnapshot(signedOn(bundled.version, "2026-11-21T08:00:00Z"), bundled)).toBe(false);
  });

  it("on the same date, prefers the later signature over a signed one, never over the bundled one", () => {
    const morning = signedOn("2026-11-21.dddddddd", "2026-11-21T08:00:00Z");
    const evening = signedOn("2026-11-21.eeeeeeee", "2026-11-21T18:00:00Z");
    expect(isNewerSnapshot(evening, morning)).toBe(true);
    expect(isNewerSnapshot(morning, evening)).toBe(false);
    expect(isNewerSnapshot(signedOn("2026-11-20.ffffffff", "2026-11-21T08:00:00Z"), bundled)).toBe(false);
  });

  it("refuses a version that does not start with a date", () => {
    expect(isNewerSnapshot(signedOn("latest.ffffffff", "2026-11-21T08:00:00Z"), bundled)).toBe(false);
  });
});
