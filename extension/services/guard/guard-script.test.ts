import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../settings/guard-settings.ts";
import { guardRegistration, guardScriptFiles } from "./guard-script.ts";

const session = { continued: [], caught: [], cleared: [] };

describe("the guard's registration", () => {
  it("runs in top frames at document_start on http and https pages", () => {
    expect(guardRegistration(DEFAULT_SETTINGS, session)).toMatchObject({
      matches: ["http://*/*", "https://*/*"],
      runAt: "document_start",
      allFrames: false,
      excludeMatches: [],
    });
  });

  it("runs while either kind of warning is on, and not at all when both are off", () => {
    expect(guardScriptFiles(DEFAULT_SETTINGS)).toEqual(["guard.js"]);
    expect(guardScriptFiles({ ...DEFAULT_SETTINGS, impersonationWarnings: false })).toEqual(["guard.js"]);
    expect(guardScriptFiles({ ...DEFAULT_SETTINGS, lookalikeWarnings: false })).toEqual(["guard.js"]);
    expect(
      guardRegistration(
        { ...DEFAULT_SETTINGS, impersonationWarnings: false, lookalikeWarnings: false },
        session,
      ),
    ).toBeNull();
  });

  it("excludes allowlisted and continued hosts with their subdomains", () => {
    const registration = guardRegistration(
      { ...DEFAULT_SETTINGS, allowlist: ["a.example"] },
      { ...session, continued: ["b.example"] },
    );
    expect(registration?.excludeMatches).toEqual([
      "*://a.example/*",
      "*://*.a.example/*",
      "*://b.example/*",
      "*://*.b.example/*",
    ]);
  });
});
