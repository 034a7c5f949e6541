import { describe, expect, it } from "vitest";
import { judgeUrl } from "../registry/judge-url.ts";
import { DEFAULT_SETTINGS } from "../settings/guard-settings.ts";
import { hostIsCovered, shouldWarn, warnedKinds } from "./guard-decision.ts";

const none = { continued: [] };

describe("shouldWarn", () => {
  it("warns on core's lookalike and impersonation verdicts only", () => {
    expect(shouldWarn(judgeUrl("https://evisa-gov-tr.com/"), DEFAULT_SETTINGS, none)).toBe(true);
    expect(shouldWarn(judgeUrl("https://evisa-turkey.com/"), DEFAULT_SETTINGS, none)).toBe(true);
    expect(shouldWarn(judgeUrl("https://www.evisa.gov.tr/en/"), DEFAULT_SETTINGS, none)).toBe(false);
    expect(shouldWarn(judgeUrl("https://www.booking.com/"), DEFAULT_SETTINGS, none)).toBe(false);
    expect(shouldWarn(judgeUrl("ftp://evisa-turkey.com/"), DEFAULT_SETTINGS, none)).toBe(false);
  });

  it("keeps the two switches apart", () => {
    const noImpersonation = { ...DEFAULT_SETTINGS, impersonationWarnings: false };
    expect(warnedKinds(noImpersonation)).toEqual(["lookalike"]);
    expect(shouldWarn(judgeUrl("https://evisa-turkey.com/"), noImpersonation, none)).toBe(false);
    expect(shouldWarn(judgeUrl("https://evisa-gov-tr.com/"), noImpersonation, none)).toBe(true);
    const noLookalike = { ...DEFAULT_SETTINGS, lookalikeWarnings: false };
    expect(shouldWarn(judgeUrl("https://evisa-gov-tr.com/"), noLookalike, none)).toBe(false);
    expect(shouldWarn(judgeUrl("https://evisa-turkey.com/"), noLookalike, none)).toBe(true);
  });

  it("respects the allowlist (with subdomains) and this session's 'continue anyway'", () => {
    const allowed = { ...DEFAULT_SETTINGS, allowlist: ["evisa-turkey.com"] };
    expect(shouldWarn(judgeUrl("https://www.evisa-turkey.com/"), allowed, none)).toBe(false);
    expect(shouldWarn(judgeUrl("https://esta-usa.com/"), allowed, none)).toBe(true);
    expect(
      shouldWarn(judgeUrl("https://esta-usa.com/"), DEFAULT_SETTINGS, { continued: ["esta-usa.com"] }),
    ).toBe(false);
  });
});

describe("hostIsCovered", () => {
  it("matches the host and its subdomains, never a suffix that is not a label", () => {
    expect(hostIsCovered("a.example.com", ["example.com"])).toBe(true);
    expect(hostIsCovered("example.com", ["example.com"])).toBe(true);
    expect(hostIsCovered("badexample.com", ["example.com"])).toBe(false);
  });
});
