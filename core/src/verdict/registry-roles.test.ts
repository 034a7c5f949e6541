import { describe, expect, it } from "vitest";
import { detectorIndex, judge } from "../detectors/detector-test-registry.ts";
import { verify } from "./verify.ts";

function resultOf(input: string, country?: string) {
  const outcome = verify(detectorIndex, input, { country });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result;
}

describe("the registry's roles beside its portals", () => {
  it("names a partner's governments and service, with no warning and no official mark", () => {
    const result = resultOf("https://apply.visa-centres.example/chad");
    expect(result).toMatchObject({
      official: false,
      warning: null,
      country: null,
      verdict: { kind: "partner" },
    });
    expect(result.verdict.reasons[0]?.message).toBe(
      "apply.visa-centres.example belongs to Example Visa Centres, a service appointed by Chad's Ministry of Foreign Affairs (Chad), Nigeria Immigration Service (Nigeria). It is not the government's own portal and not a fake.",
    );
  });

  it("names a shared partner as the asked country's record does, that country's authority first", () => {
    expect(resultOf("visa-centres.example", "Nigeria").verdict.reasons[0]?.message).toBe(
      "visa-centres.example belongs to Example Visa Centres (visa application centres in Nigeria), a service appointed by Nigeria Immigration Service (Nigeria), Chad's Ministry of Foreign Affairs (Chad). It is not the government's own portal and not a fake.",
    );
    expect(resultOf("visa-centres.example", "Chad").verdict.reasons[0]?.message).toContain(
      "belongs to Example Visa Centres (visa application centres), a service appointed by Chad's Ministry",
    );
  });

  it("answers a partner for the asked country as that country, whose record here has no portal", () => {
    expect(resultOf("visa-centres.example", "Nigeria")).toMatchObject({
      official: false,
      warning: null,
      country: "Nigeria",
      iso2: "NG",
      real_url: null,
      verdict: { kind: "partner" },
    });
  });

  it("says who named an unconfirmed host, without warning about it or marking it official", () => {
    const result = resultOf("evisa-chad-named.example");
    expect(result).toMatchObject({
      official: false,
      warning: null,
      iso2: "TD",
      verdict: { kind: "unconfirmed" },
    });
    expect(result.verdict.reasons[0]?.message).toContain(
      "Chad's Ministry of Foreign Affairs names evisa-chad-named.example",
    );
  });

  it("answers a former portal host with where the portal moved", () => {
    expect(resultOf("evisa.go.ke").warning).toContain("it has moved to https://www.etakenya.go.ke/");
  });
});

describe("names under a government suffix", () => {
  it("warns about a visa-themed name under a government suffix that is not the portal", () => {
    expect(judge("indiavisa.gov.ng")).toMatchObject({
      kind: "impersonation",
      iso2: "IN",
      code: "government-suffix",
    });
    expect(judge("indiavisa.gov.ng").message).toContain("under a government domain but is not the portal");
  });

  it.each(["immigration.gov.ng", "www.mfa.gov.tr", "visa.go.ke", "embassy-of-india.gov.ng"])(
    "leaves the ordinary government host %s alone",
    (host) => {
      expect(judge(host).kind).toBe("unrelated");
    },
  );
});
