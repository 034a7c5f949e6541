import { describe, expect, it } from "vitest";
import { judge } from "./detector-test-registry.ts";

describe("the TLD-swap detector", () => {
  it.each([
    ["evisa-gov.tr", "TR", "evisa.gov.tr"],
    ["evisagov.tr", "TR", "evisa.gov.tr"],
    ["etakenya.com", "KE", "etakenya.go.ke"],
    ["etakenya-go.ke", "KE", "etakenya.go.ke"],
    ["indianvisaonline.org", "IN", "indianvisaonline.gov.in"],
    ["www.indianvisaonline.co.in", "IN", "indianvisaonline.gov.in"],
    ["indian-visa-online.com", "IN", "indianvisaonline.gov.in"],
    ["estacbpdhs.com", "US", "esta.cbp.dhs.gov"],
    // the body with its government label, under another suffix
    ["etagov.la", "LK", "eta.gov.lk"],
    ["eta-gov.com", "LK", "eta.gov.lk"],
    // the name a government registered, when its portal sits deeper (eservices.immigration.gov.lk)
    ["immigration-gov-lk.com", "LK", "eservices.immigration.gov.lk"],
    ["immigration.gov.lk.org", "LK", "eservices.immigration.gov.lk"],
    // …and without its country code (`nadra-gov.online` for visa.nadra.gov.pk)
    ["migraciongob.net", "DO", "eticket.migracion.gob.do"],
    ["migracion-gob.com", "DO", "eticket.migracion.gob.do"],
    ["immigration-gov.com", "LK", "eservices.immigration.gov.lk"],
  ])("flags %s as the %s portal under another suffix", (input, iso2, imitates) => {
    expect(judge(input)).toMatchObject({ kind: "lookalike", iso2, code: "tld-swap", imitates });
  });

  it("names the suffixes in its sentence", () => {
    expect(judge("indianvisaonline.org").message).toBe(
      "This address imitates indianvisaonline.gov.in, India's official e-Visa portal: the same name under .org instead of .gov.in.",
    );
  });

  it.each([
    "evisa.com",
    "eta.com",
    "kenya.com",
    "immigration.org",
    "evisa-gov.tz",
    "eta-gov.tz",
    "immigration-gov.tz",
    "migracion-gob.mx",
    "gov.tr",
  ])("does not flag %s: a generic word or another government's name", (input) => {
    expect(judge(input).kind).not.toBe("lookalike");
  });
});
