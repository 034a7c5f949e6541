import { describe, expect, it } from "vitest";
import type { Detector } from "../detectors/detector.ts";
import { fixtureSnapshot } from "../test-fixtures/fixture-snapshot.ts";
import { createRegistryIndex } from "./registry-index.ts";
import { verify } from "./verify.ts";

const index = createRegistryIndex(fixtureSnapshot, { detectors: [] });

function resultOf(input: string, country?: string) {
  const outcome = verify(index, input, { country });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result;
}

describe("verify", () => {
  it("returns the documented result for an official portal", () => {
    expect(resultOf("https://www.evisa.gov.tr/en/apply")).toEqual({
      checked_url: "https://www.evisa.gov.tr/en/apply",
      official: true,
      country: "Türkiye",
      iso2: "TR",
      real_url: "https://www.evisa.gov.tr/en/",
      warning: null,
      status: "unverified",
      checked_on: null,
      updated_on: "2026-11-22",
      last_checked: null,
      verdict: {
        kind: "official",
        reasons: [
          { code: "official-host", message: "www.evisa.gov.tr belongs to Türkiye's official e-Visa portal." },
        ],
        imitates: null,
        host: "www.evisa.gov.tr",
        host_unicode: "www.evisa.gov.tr",
      },
    });
  });

  it("names the asked country's real portal when the URL is another country's portal", () => {
    const result = resultOf("evisa.gov.tr", "india");
    expect(result).toMatchObject({
      official: false,
      country: "India",
      real_url: "https://indianvisaonline.gov.in/evisa/",
    });
    expect(result.warning).toBe(
      "evisa.gov.tr is the official portal of Türkiye, not of India. India's official portal is https://indianvisaonline.gov.in/evisa/",
    );
  });

  it("says plainly when the asked country has no online portal", () => {
    const result = resultOf("https://apply-monaco-visa.example", "Monaco");
    expect(result).toMatchObject({ official: false, country: "Monaco", iso2: "MC", real_url: null });
    expect(result.warning).toContain("Monaco has no official online entry authorisation");
  });

  it("returns an error with suggestions for an unknown country", () => {
    const outcome = verify(index, "evisa.gov.tr", { country: "Indai" });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe("unknown-country");
    expect(outcome.error.suggestions).toContain("India");
    expect(outcome.error.message).toContain("Did you mean India");
  });

  it("ignores an empty country argument", () => {
    expect(resultOf("evisa.gov.tr", "  ").iso2).toBe("TR");
  });

  it("shows a homoglyph host in Unicode as the traveller sees it", () => {
    const result = resultOf("https://xn--visa-u4d.gov.tr/");
    expect(result.verdict.host).toBe("xn--visa-u4d.gov.tr");
    expect(result.verdict.host_unicode).toBe("\u0435visa.gov.tr");
  });

  it("lets detectors judge non-official hosts without changing callers", () => {
    const turkiye = fixtureSnapshot.countries.find((c) => c.iso2 === "TR");
    if (!turkiye) throw new Error("fixture lacks Türkiye");
    const seen: string[] = [];
    const probe: Detector = {
      name: "probe",
      create: () => (host) => {
        seen.push(host.ascii);
        return host.ascii === "evisa-turkey.example"
          ? {
              kind: "impersonation",
              country: turkiye,
              imitates: null,
              reasons: [{ code: "probe", message: "Probe." }],
            }
          : null;
      },
    };
    const withProbe = createRegistryIndex(fixtureSnapshot, { detectors: [probe] });
    const found = verify(withProbe, "evisa-turkey.example");
    expect(found.ok && found.result).toMatchObject({
      official: false,
      country: "Türkiye",
      real_url: "https://www.evisa.gov.tr/en/",
      verdict: { kind: "impersonation" },
    });
    verify(withProbe, "evisa.gov.tr");
    verify(withProbe, "javascript:x");
    expect(seen).toEqual(["evisa-turkey.example"]);
  });
});
