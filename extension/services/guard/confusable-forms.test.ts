import { describe, expect, it } from "vitest";
import { judgeUrl } from "../registry/judge-url.ts";
import { snapshot } from "../registry/registry.ts";
import { confusableForms, singleSwapForms } from "./confusable-forms.ts";

describe("confusable forms", () => {
  it("swap one letter at a time and give the punycode host a browser requests", () => {
    const forms = singleSwapForms("esta.cbp.dhs.gov");
    expect(forms).toContain(new URL("https://еsta.cbp.dhs.gov/").hostname);
    expect(forms.every((f) => f.includes("xn--"))).toBe(true);
  });

  it("keep only forms core judges lookalikes, including the homoglyph of esta.cbp.dhs.gov", () => {
    const started = performance.now();
    const forms = confusableForms(snapshot);
    const took = performance.now() - started;
    expect(forms).toContain("xn--sta-qdd.cbp.dhs.gov");
    for (const form of forms.slice(0, 50))
      expect(judgeUrl(`https://${form}/`).verdict.kind).toBe("lookalike");
    expect(took).toBeLessThan(5_000);
  });
});
