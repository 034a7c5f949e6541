import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/app-config.ts";
import { hitAll } from "./hit-all.ts";
import { createMemoryRateLimiter } from "./memory-rate-limiter.ts";
import { KEYLESS_VERIFY_PER_DAY, KEYLESS_VERIFY_PER_MINUTE, keylessPolicies } from "./policies.ts";

describe("keyless policies", () => {
  it("are 10 a minute and 100 a day", () => {
    expect(KEYLESS_VERIFY_PER_MINUTE).toMatchObject({ limit: 10, windowMs: 60_000 });
    expect(KEYLESS_VERIFY_PER_DAY).toMatchObject({ limit: 100, windowMs: 86_400_000 });
  });

  it("report the minute limit until the day limit binds", async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t);
    const policies = keylessPolicies(loadConfig({}));
    const first = await hitAll(limiter, policies, "a");
    expect(first).toMatchObject({ allowed: true, limit: 10, remaining: 9 });
    for (let i = 0; i < 9; i++) await hitAll(limiter, policies, "a");
    const eleventh = await hitAll(limiter, policies, "a");
    expect(eleventh).toMatchObject({ allowed: false, limit: 10, remaining: 0 });
    // Ten calls in each of ten minutes use up the day; the next minute's first call is refused by the day.
    for (let minute = 1; minute < 10; minute++) {
      t = minute * 60_000;
      for (let i = 0; i < 10; i++) expect((await hitAll(limiter, policies, "a")).allowed).toBe(true);
    }
    t = 10 * 60_000;
    const refused = await hitAll(limiter, policies, "a");
    expect(refused).toMatchObject({ allowed: false, limit: 100, remaining: 0 });
    expect(refused.resetMs).toBeGreaterThan(60_000);
  });
});
