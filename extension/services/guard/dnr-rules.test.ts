import { describe, expect, it } from "vitest";
import type { Browser } from "wxt/browser";
import { snapshot } from "../registry/registry.ts";
import { DEFAULT_SETTINGS } from "../settings/guard-settings.ts";
import {
  allowRule,
  DYNAMIC_RULE,
  dynamicRules,
  hostRedirectRule,
  SESSION_RULE,
  sessionRules,
} from "./dnr-rules.ts";

const BASE = "chrome-extension://abc/warning.html";

/** What Chrome does with a matched redirect rule: replace the regex's first match with the substitution. */
function redirected(rule: Browser.declarativeNetRequest.Rule, url: string): string | null {
  const filter = rule.condition.regexFilter;
  const substitution = rule.action.redirect?.regexSubstitution;
  if (!filter || !substitution) return null;
  const re = new RegExp(filter);
  return re.test(url) ? url.replace(re, substitution.replace("\\0", "$$&")) : null;
}

describe("DNR rules", () => {
  it("redirect the whole caught URL to the warning page, after the #", () => {
    const url = "https://evisa-turkey.com/apply?step=2#form";
    const rule = hostRedirectRule(1, ["evisa-turkey.com"], BASE);
    expect(redirected(rule, url)).toBe(`${BASE}#${url}`);
  });

  it("act on top-level navigations only, never sub-frames or background requests", () => {
    for (const rule of [
      ...dynamicRules(snapshot, { ...DEFAULT_SETTINGS, allowlist: ["a.example"] }, BASE),
      ...sessionRules({ caught: ["b.example"], continued: ["c.example"], cleared: [] }, BASE),
    ]) {
      expect(rule.condition.resourceTypes).toEqual(["main_frame"]);
    }
  });

  it("let the user's allowlist and session decisions win over every redirect", () => {
    const allow = allowRule(2, ["x.example"]);
    const redirect = hostRedirectRule(1, ["x.example"], BASE);
    expect(allow.priority ?? 1).toBeGreaterThan(redirect.priority ?? 1);
    const rules = sessionRules(
      { caught: ["caught.example"], continued: ["went-on.example"], cleared: ["fine.example"] },
      BASE,
    );
    expect(rules.find((r) => r.id === SESSION_RULE.caught)?.condition.requestDomains).toEqual([
      "caught.example",
    ]);
    expect(rules.find((r) => r.id === SESSION_RULE.letThrough)?.condition.requestDomains).toEqual([
      "went-on.example",
      "fine.example",
    ]);
  });

  it("redirect nothing when both kinds of warning are off", () => {
    const none = dynamicRules(
      snapshot,
      { ...DEFAULT_SETTINGS, impersonationWarnings: false, lookalikeWarnings: false },
      BASE,
      ["xn--sta-qdd.cbp.dhs.gov"],
    );
    expect(none.filter((r) => r.action.type === "redirect")).toEqual([]);
  });

  it("redirect homoglyph forms of official hosts only while lookalike warnings are on", () => {
    const forms = ["xn--sta-qdd.cbp.dhs.gov"];
    const on = dynamicRules(snapshot, DEFAULT_SETTINGS, BASE, forms);
    expect(on.find((r) => r.id === DYNAMIC_RULE.confusableForms)?.condition.requestDomains).toEqual(forms);
    const off = dynamicRules(snapshot, { ...DEFAULT_SETTINGS, lookalikeWarnings: false }, BASE, forms);
    expect(off.find((r) => r.id === DYNAMIC_RULE.confusableForms)).toBeUndefined();
  });

  it("give every rule its own id", () => {
    const ids = dynamicRules(snapshot, { ...DEFAULT_SETTINGS, allowlist: ["a.example"] }, BASE).map(
      (r) => r.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
