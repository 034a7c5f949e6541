// The classes of real fakes the detectors were reshaped for, each with made-up hosts of its shape.
import { describe, expect, it } from "vitest";
import { judge } from "./detector-test-registry.ts";

describe("detection classes", () => {
  it.each([
    // programme names come from the registry (the fixture's TDAC and ESTA)
    ["tdac-thailand-apply.com", "TH"],
    ["esta-registration.org", "US"],
    ["estausa.com", "US"],
    // a visa word under the country's own internet code
    ["evisaonline.com.tr", "TR"],
    ["visaonline.co.ke", "KE"],
    // … or under a country-named second level anyone can register (`us.com`, `us.org`, sold as US addresses)
    ["evisa.us.com", "US"],
    ["esta.us.org", "US"],
    ["visaonline.uk.com", "GB"],
    // ISO codes beside or against a visa word
    ["evisa-tr.com", "TR"],
    ["evisatr.com", "TR"],
    ["keevisa.net", "KE"],
    // ISO alpha-3 codes, from the country dataset, likewise
    ["tur-evisa.com", "TR"],
    ["tha-evisa.com", "TH"],
    // codes that only a rare English word spells (`kor`, a Hebrew measure) still name their country
    ["kor-eta.com", "KR"],
    ["fra-evisa.com", "FR"],
    // run-together and multilingual visa words, and their short stand-ins
    ["goindiavisa.com", "IN"],
    ["vize-turkiye.com", "TR"],
    ["visado-india.org", "IN"],
    ["vis-india.com", "IN"],
    ["india-immi.com", "IN"],
    // a hosting platform's subdomain is judged by its own label
    ["evisa-turkey.github.io", "TR"],
    ["turkey-evisa.wordpress.com", "TR"],
  ])("flags %s as a visa service for %s", (host, iso2) => {
    expect(judge(host)).toMatchObject({ kind: "impersonation", iso2 });
  });

  it.each([
    // two letters that name no country (`eu`) or a code used as a generic name (`co`, "company")
    "evisa.eu.com",
    "evisa.co.com",
  ])("reads %s, a visa word under a second level naming no country, as a visa service", (host) => {
    expect(judge(host)).toMatchObject({ kind: "visa-service", iso2: null });
  });

  it.each([
    ["evisa.com.tr", "TR", "evisa.gov.tr"],
    ["eta.org.lk", "LK", "eta.gov.lk"],
  ])(
    "flags %s, the portal's own name under another second level of its code, as a lookalike",
    (host, iso2, imitates) => {
      expect(judge(host)).toMatchObject({ kind: "lookalike", iso2, code: "tld-swap", imitates });
    },
  );

  it.each([
    // Greek kappa, which TR39 maps to the Latin kra, looks like a k
    ["eta\u03baenya.com", "KE"],
    ["\u0435visa-gov.tr", "TR"],
  ])("flags the homoglyph %s as a lookalike of the %s portal", (host, iso2) => {
    expect(judge(`https://${host}/`)).toMatchObject({ kind: "lookalike", iso2, code: "confusable" });
  });

  it.each([
    // a motoring club, the card network, an airline and a newspaper
    "eta.co.uk",
    "visa.com.ng",
    "www.ceair.com",
    "www.avisa.no",
    "cabelasclubvisa.com",
    // an ordinary word one edit from a portal's ordinary label
    "migratio.com",
    // a motoring club's word stays weak under a country-named second level too
    "eta.uk.com",
  ])("leaves %s alone", (host) => {
    expect(judge(host)).toMatchObject({ kind: "unrelated", iso2: null });
  });
});
