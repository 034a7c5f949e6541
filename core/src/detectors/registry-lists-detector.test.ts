import { describe, expect, it } from "vitest";
import { verify } from "../verdict/verify.ts";
import { detectorIndex, judge } from "./detector-test-registry.ts";

describe("the registry's own lists", () => {
  it("warns that a former portal host has moved and points to the new one", () => {
    expect(judge("https://evisa.go.ke/apply")).toMatchObject({
      kind: "lookalike",
      iso2: "KE",
      code: "former-host",
      imitates: "www.etakenya.go.ke",
    });
    const outcome = verify(detectorIndex, "www.evisa.go.ke");
    if (!outcome.ok) throw new Error("unexpected");
    expect(outcome.result.warning).toBe(
      "www.evisa.go.ke used to be Kenya's official portal, but it has moved to https://www.etakenya.go.ke/. Kenya replaced its eVisa with the eTA in January 2024.",
    );
    expect(outcome.result.real_url).toBe("https://www.etakenya.go.ke/");
  });

  it("says which government named an unofficial host", () => {
    expect(judge("eta-srilanka-apply.example")).toMatchObject({
      kind: "impersonation",
      iso2: "LK",
      code: "known-unofficial",
      message:
        "eta-srilanka-apply.example is not Sri Lanka's official portal: Sri Lanka's Department of Immigration and Emigration names it as unofficial.",
    });
  });

  it("attributes a host several governments name to none of them, unless one of them is asked", () => {
    // Listed by Sri Lanka first and Thailand last: neither order may decide the country.
    expect(judge("visas-for-all.example")).toMatchObject({
      kind: "visa-service",
      iso2: null,
      code: "known-unofficial",
      message:
        "visas-for-all.example is no government's official portal: Sri Lanka's Department of Immigration and Emigration (Sri Lanka), Thailand's Immigration Bureau (Thailand) name it as unofficial. It is a private visa service.",
    });
    for (const [asked, iso2] of [
      ["Sri Lanka", "LK"],
      ["Thailand", "TH"],
    ] as const) {
      const outcome = verify(detectorIndex, "www.visas-for-all.example", { country: asked });
      if (!outcome.ok) throw new Error("unexpected");
      expect(outcome.result).toMatchObject({ iso2, verdict: { kind: "impersonation" } });
      expect(outcome.result.warning).toContain(`${asked}'s official portal is`);
    }
  });

  it("reports the asked country's real portal while naming the imitated one", () => {
    const outcome = verify(detectorIndex, "srilankaevisa.lk", { country: "India" });
    if (!outcome.ok) throw new Error("unexpected");
    expect(outcome.result.iso2).toBe("IN");
    expect(outcome.result.real_url).toBe("https://indianvisaonline.gov.in/evisa/");
    expect(outcome.result.verdict.kind).toBe("lookalike");
    expect(outcome.result.verdict.reasons[0]?.message).toMatch(/Sri Lanka/);
  });

  it("names the country of a country's page under a listed host, with the listing as a further reason", () => {
    for (const [host, iso2] of [
      ["thailand.visas-for-all.example", "TH"],
      ["turkey-evisa.visas-for-all.example", "TR"],
    ] as const) {
      const outcome = verify(detectorIndex, host);
      if (!outcome.ok) throw new Error("unexpected");
      expect(outcome.result).toMatchObject({ iso2, verdict: { kind: "impersonation" } });
      expect(outcome.result.verdict.reasons.map((r) => r.code)).toEqual([
        "country-keyword",
        "known-unofficial",
      ]);
      expect(outcome.result.warning).toContain(
        "visas-for-all.example is no government's official portal: Sri Lanka's Department",
      );
    }
  });

  it("keeps the listing's verdict where a page under a listed host adds no other country", () => {
    expect(judge("apply.visas-for-all.example")).toMatchObject({ kind: "visa-service", iso2: null });
    expect(judge("srilanka.eta-srilanka-apply.example")).toMatchObject({
      kind: "impersonation",
      iso2: "LK",
      code: "known-unofficial",
    });
  });

  it("does not touch hosts that merely end like a listed one", () => {
    expect(judge("notevisa.go.ke").kind).toBe("unrelated");
  });
});
