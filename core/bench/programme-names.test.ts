// Programme names of the real registry glued to other letters: a long one that is no dictionary word
// tells a visa service, or its country when one country runs it; a short one inside an ordinary word
// tells nothing.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a programme name glued to other letters", () => {
  it("tells a private visa service when several countries run it (ETIAS)", () => {
    expect(verdict("etiasconnect.eu")).toEqual({ kind: "visa-service", iso2: null });
  });

  it("names the one country that runs it (NZeTA)", () => {
    expect(verdict("nzetahelp.com")).toEqual({ kind: "impersonation", iso2: "NZ" });
  });

  it("tells nothing when it is short and inside an ordinary word (K-ETA in ketamine)", () => {
    expect(verdict("ketamineshop.com").kind).toBe("unrelated");
  });
});
