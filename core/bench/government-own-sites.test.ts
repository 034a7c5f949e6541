// With the real registry: core's government-suffix rule warns a registered name that offers a country's visa
// under a government suffix (`indiavisa.gov.ng`, and `vietnamvisa.gov.vn`, one of the names Vietnam's registry
// handed out, in the real-world corpus). A government's own immigration service is named with its country too
// (found in public lists of government websites, now in the benign corpus): an agency, not a visa sold.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a visa name under a government suffix", () => {
  it.each([
    ["indiavisa.gov.ng", "IN"],
    ["turkeyvisa.go.ke", "TR"],
    ["englandvisa.gov.gn", "GB"],
    // its own country's visa, as the names Vietnam's registry handed out
    ["vietnamvisa.gov.vn", "VN"],
    ["visavietnam.gov.vn", "VN"],
  ])("is warned when %s offers a country's visa (%s)", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2 });
  });

  it.each([
    "nepalimmigration.gov.np",
    "pokhara.nepalimmigration.gov.np",
    "www.migracioncolombia.gov.co",
    // a territory's government naming its sovereign's immigration, whose portal it shares (ESTA)
    "usimmigration.gov.gu",
  ])("is left alone when %s names its own government's immigration service", (host) => {
    expect(verdict(host).kind).toBe("unrelated");
  });

  // AGEVISA (Paraíba's health agency), eTaal (India's e-transaction counter), Argentina's and Peru's
  // Migraciones, Victoria's iUsePass, the Home Office's UK Visas: a name that reads as a visa word beside an
  // ISO code or a short abbreviation names no country there.
  it.each([
    "agevisa.pb.gov.br",
    "etaal.gov.in",
    "migraciones.gov.ar",
    "cel.migraciones.gob.pe",
    "iusepass.vic.gov.au",
    "ukvisas.gov.uk",
  ])("is left alone when %s holds only a code or a short abbreviation beside a visa word", (host) => {
    expect(verdict(host).kind).toBe("unrelated");
  });

  it("is warned under a government label the country's registry does not hand out", () => {
    // `govt.vn` is no second level of Vietnam's (gov.vn is): someone registered it, and this host under it,
    // which no agency of Vietnam's runs.
    expect(verdict("vietnamimmigration.govt.vn")).toEqual({ kind: "impersonation", iso2: "VN" });
  });
});
