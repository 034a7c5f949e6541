// No flash: a declarative redirect acts before core is asked, so it may only name hosts core warns about.
// Over the benign corpus none is sent to the warning page; over the lookalike corpus the detours are
// counted with how many of them core would clear (each would show the warning page, then the site).
import { describe, expect, it } from "vitest";
import { readAllBenign, readLookalikes } from "../../../core/bench/corpus/corpus-files.ts";
import { judgeUrl } from "../registry/judge-url.ts";
import { snapshot } from "../registry/registry.ts";
import { DEFAULT_SETTINGS } from "../settings/guard-settings.ts";
import { confusableForms } from "./confusable-forms.ts";
import { dynamicRules } from "./dnr-rules.ts";
import { hostIsCovered } from "./guard-decision.ts";

const rules = dynamicRules(
  snapshot,
  DEFAULT_SETTINGS,
  "chrome-extension://x/warning.html",
  confusableForms(snapshot),
);
const redirects = rules.filter((r) => r.action.type === "redirect");

/** Whether a top-level navigation to `host` meets a redirect rule (every rule names its hosts). */
function detoured(host: string): boolean {
  return redirects.some((r) => hostIsCovered(host, r.condition.requestDomains ?? []));
}

const asciiHost = (host: string) => {
  try {
    return new URL(`https://${host}/`).hostname;
  } catch {
    return null;
  }
};

describe("declarative redirects", () => {
  it("name hosts only: no regex pattern that could match a host core clears", () => {
    expect(redirects.length).toBeGreaterThan(0);
    for (const rule of redirects) {
      expect(rule.condition.requestDomains?.length).toBeGreaterThan(0);
      expect(rule.condition.regexFilter).toBe("^.+$");
    }
  });

  it("send none of the benign corpus to the warning page", () => {
    const benign = readAllBenign()
      .map((b) => asciiHost(b.host))
      .filter((h): h is string => h !== null);
    expect(benign.length).toBeGreaterThan(1000);
    expect(benign.filter(detoured)).toEqual([]);
  });

  it("send lookalike-corpus hosts only where core warns too (figures printed)", () => {
    const hosts = readLookalikes()
      .map((s) => asciiHost(s.host))
      .filter((h): h is string => h !== null);
    const sent = hosts.filter(detoured);
    const cleared = sent.filter((h) => {
      const kind = judgeUrl(`https://${h}/`).verdict.kind;
      return kind !== "lookalike" && kind !== "impersonation";
    });
    console.log(
      `no-flash: ${sent.length} of ${hosts.length} lookalike-corpus hosts detoured, ${cleared.length} of them cleared by core`,
    );
    expect(cleared).toEqual([]);
  });
});
