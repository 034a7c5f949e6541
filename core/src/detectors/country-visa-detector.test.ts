import { describe, expect, it } from "vitest";
import { judge } from "./detector-test-registry.ts";

describe("the country and visa words detector", () => {
  it.each([
    ["evisa-turkey.com", "TR"],
    ["turkishvisaonline.org", "TR"],
    ["india-visa-gov.in", "IN"],
    ["uk-eta-application.com", "GB"],
    ["esta-usa.com", "US"],
    ["srilankaeta.com", "LK"],
    ["thailand-arrival-card.com", "TH"],
    ["tr-evisa.com", "TR"],
    ["kenyan-visa-online.net", "KE"],
    ["americanvisa.net", "US"],
    ["esta-online.com", "US"],
    ["document-esta.com", "US"],
    // … or a programme as its own label of a visa service's host
    ["esta.visasyst.com", "US"],
    ["tdac-apply.com", "TH"],
    ["chad-evisa.com", "TD"],
    ["visado-turkiye.com", "TR"],
    ["https://xn--evisa-trkiye-jlb.com", "TR"],
    // a programme names the authorisation sold; the other country is the traveller's own
    ["estagermany.org", "US"],
    ["france-esta.fr", "US"],
    ["esta-officiel.com", "US"],
    // a country's name opening a word, a visa word after it or apart
    ["kenyavisadc.com", "KE"],
    ["kenyaelite-visa.com", "KE"],
    ["kenyavisacorp.com", "KE"],
    // … or closing it, whatever letters lie between
    ["kenyasafarievisa.com", "KE"],
    // a weak programme name beside a visa word
    ["fmm-visa.com", "MX"],
    ["e-ticket-evisa.com", "DO"],
    // a four-letter programme name no dictionary holds, alone
    ["tdac.info", "TH"],
    // "travel documents", the legal term for what such sites sell
    ["traveldocs-india.com", "IN"],
    // a country code glued to a visa word: US visa, not the US Virgin Islands and a Saudi code
    ["usvisa-apply.com", "US"],
    // a capital travellers know better than the country (as Dubai or Bali), under its internet code
    ["etalondon.co.uk", "GB"],
  ])("flags %s as impersonating %s", (input, iso2) => {
    expect(judge(input)).toMatchObject({
      kind: "impersonation",
      iso2,
      code: "country-keyword",
      imitates: null,
    });
  });

  it("accuses on a programme name alone or beside a visa or known word, never beside only an unknown one", () => {
    // A business may carry a portal's brand as its own name (a given name, a place): alone beside an
    // unknown word, the programme tells a visa service at most, never an imitation of its country.
    for (const host of ["imuga-photography.com", "imugabeauty.com", "imuga-photo2026.com"])
      expect(judge(host), host).toMatchObject({ kind: "visa-service", iso2: null });
    for (const [host, code] of [
      ["imuga-visa.com", "country-keyword"],
      ["imuga-online.com", "country-keyword"],
      ["imuga.com", "country-keyword"],
      ["imuga.visasyst.com", "country-keyword"],
      // a year or a count is no word: the programme still stands alone
      ["imuga2026.com", "country-keyword"],
      ["24-imuga.com", "country-keyword"],
    ] as const)
      expect(judge(host), host).toMatchObject({ kind: "impersonation", iso2: "MV", code });
  });

  it("gives a word two countries' people share to neither, even where one country's name opens it", () => {
    expect(judge("dominica-visa.com")).toMatchObject({ kind: "impersonation", iso2: "DM" });
    expect(judge("dominicanrepublic-visa.com")).toMatchObject({ kind: "impersonation", iso2: "DO" });
    for (const host of ["dominican-visa.com", "dominican-eta-online.com", "dominicanevisa.com"]) {
      expect(judge(host).iso2, host).toBeNull();
      expect(["visa-service", "unrelated"], host).toContain(judge(host).kind);
    }
  });

  it.each([
    // a word of its own before a word that a visa word closes
    ["kenya-tourvisa.com", "KE"],
    ["thai-elitevisa.com", "TH"],
    // or after it
    ["tourvisa-thailand.com", "TH"],
    ["elitevisa-singapore.com", "SG"],
    // a name of five letters or more after other letters, right before the visa word that closes the word
    ["expeditedkenyavisa.com", "KE"],
    ["urgentnigeriavisa.net", "NG"],
  ])("reads a country and a visa word around other words: %s", (host, iso2) => {
    expect(judge(host)).toMatchObject({ kind: "impersonation", iso2 });
  });

  it.each([
    ["singapore-bestthailandvisa.com", "TH"],
    ["oman-blskenyavisa.com", "KE"],
  ])(
    "reads the name glued to the visa word as the visa sold, before a name standing apart: %s",
    (host, iso2) => {
      expect(judge(host)).toMatchObject({ kind: "impersonation", iso2 });
    },
  );

  it.each([
    ["thialand-evisa.com", "TH"],
    ["singapor-visa.com", "SG"],
    ["nigeraivisa.com", "NG"],
    ["evisa-singapores.com", "SG"],
  ])("reads a country's name misspelt by one letter beside a visa word: %s", (host, iso2) => {
    expect(judge(host)).toMatchObject({ kind: "impersonation", iso2 });
  });

  it.each([
    ["evisa-in.com", "IN"],
    ["e-visa-om.com", "OM"],
    ["do-evisa.com", "DO"],
    ["eta-uk.com", "GB"],
    // alpha-3 codes that are words: Guam's `gum`, Kenya's `ken`, the Dominican Republic's `dom`
    ["gum-evisa.com", "GU"],
    ["ken-evisa.com", "KE"],
    ["evisa-gum.com", "GU"],
    ["visa-ken.com", "KE"],
    ["dom-e-visa.net", "DO"],
    // a government label beside them adds no word
    ["om-visa-gov.com", "OM"],
    ["ken-evisa-gov.com", "KE"],
    // nor a year glued on
    ["evisa-in2025.com", "IN"],
    ["2026ken-evisa.com", "KE"],
  ])(
    "reads a code that is also a word (internet or alpha-3) as the country beside a visa word alone: %s",
    (host, iso2) => {
      expect(judge(host)).toMatchObject({ kind: "impersonation", iso2 });
    },
  );

  it.each([
    "turkey-visa-lawyers.com",
    "india-immigration-attorney.com",
    "kenyavisalaw.org",
    "visa-solicitors-turkey.com",
  ])(
    "reads a country and a visa word beside the legal profession as a law firm, a visa service: %s",
    (host) => {
      expect(judge(host)).toMatchObject({ kind: "visa-service", iso2: null });
    },
  );

  it.each(["india-visa-card.com", "visa-debit-turkey.com", "kenyavisagiftcard.com", "bank-visa-india.com"])(
    "reads 'visa' beside a card word as the card network, naming no visa: %s",
    (host) => {
      expect(judge(host)).toMatchObject({ kind: "unrelated" });
    },
  );

  it.each(["flight-eta-india.com", "delivery-eta-turkey.com", "indiaetacargo.com"])(
    "reads 'eta' beside a word of transport or delivery as an arrival time, naming no visa: %s",
    (host) => {
      expect(judge(host)).toMatchObject({ kind: "unrelated" });
    },
  );

  it.each([
    ["india-visa-pay.com", "IN"],
    ["india-evisa-card.com", "IN"],
    ["india-tourist-card-visa.com", "IN"],
  ])(
    "still reads %s as %s's: a fee to pay, a visa word that is no card's name, or a tourist card",
    (host, iso2) => {
      expect(judge(host)).toMatchObject({ kind: "impersonation", iso2 });
    },
  );

  it("still reads a country and a visa word beside 'legal', a claim fakes make, as the country's", () => {
    expect(judge("turkey-legal-evisa.com")).toMatchObject({ kind: "impersonation", iso2: "TR" });
  });

  it.each([
    // a filler word before the visa word is that word
    ["my-visa.com", null],
    ["go-evisa.com", null],
    // a code used as a generic name
    ["visa-la.com", null],
    // among other words, a code that is also a word says nothing
    ["om-visa-online.com", null],
    ["in-visa-turkey.com", "TR"],
    ["gumvisa.com", null],
  ])("reads no such code otherwise: %s", (host, iso2) => {
    expect(judge(host).iso2).toBe(iso2);
  });

  it.each(["ken-visa-online.com", "ken-evisa-online.com", "fast-gum-evisa.com", "kenevisa.com"])(
    "reads an alpha-3 code that is also a word as nothing among other words or glued: %s",
    (host) => {
      expect(judge(host)).toMatchObject({ kind: "visa-service", iso2: null });
    },
  );

  it.each(["mexic-visa.com", "thialand-tours.com", "visa-thialandtours.com"])(
    "reads no misspelt name of six letters or fewer, or away from a visa word: %s",
    (host) => {
      expect(judge(host).iso2).toBeNull();
    },
  );

  it("gives the visa to the country glued to it, not to another one named apart (an agency's place)", () => {
    expect(judge("blskenyavisa-germany.com")).toMatchObject({ kind: "impersonation", iso2: "KE" });
  });

  it("prefers a country's name to a two-letter code nearer the visa word (a page's language and region)", () => {
    expect(judge("kenya-urgent-visa-tr-en-3718844.zone")).toMatchObject({
      kind: "impersonation",
      iso2: "KE",
    });
  });

  it.each([
    ["mexico-fmm.com", "MX"],
    ["fmmmexico.com", "MX"],
    ["mx-fmm.net", "MX"],
    ["eticket-dominicanrepublic.com", "DO"],
    // Dominicans are Dominica's people too; of the two, only the Dominican Republic runs the e-Ticket.
    ["eticket-dominican.com", "DO"],
    ["dominicaneticket.com", "DO"],
  ])("reads a weak programme name as the only word beside a country that runs it: %s", (host, iso2) => {
    expect(judge(host)).toMatchObject({ kind: "impersonation", iso2 });
  });

  it.each([
    ["mexico-fmm-online.com", "MX"],
    ["apply-mexico-fmm.com", "MX"],
    ["mexicofmm-official.com", "MX"],
    ["eticket-dominican-online.com", "DO"],
    ["thailand-arrival-gov.asia", "TH"],
    ["www-mexico-fmm.com", "MX"],
  ])(
    "reads a weak programme beside its country the same with words of applying written apart, or www-: %s",
    (host, iso2) => {
      expect(judge(host)).toMatchObject({ kind: "impersonation", iso2 });
    },
  );

  it.each(["thailand-arrival-guide.com", "fmm-online-mexico.com", "mexicofmmofficial.com"])(
    "reads nothing into a weak programme beside its country with a word of a guide, between them, or glued on: %s",
    (host) => {
      expect(judge(host).kind).not.toBe("impersonation");
    },
  );

  it.each(["thailand-arrival.asia", "thailandarrival.com", "arrival-thailand.com"])(
    "reads a bare arrival as the only word beside a country with an arrival card as that card sold: %s",
    (host) => {
      expect(judge(host)).toMatchObject({ kind: "impersonation", iso2: "TH", code: "country-keyword" });
    },
  );

  it.each(["kenya-arrival.com", "thailand-arrival-hotel.com", "arrival.co.th"])(
    "reads nothing into arrival beside a country with no arrival card, among other words, or alone: %s",
    (host) => {
      expect(judge(host).kind).toBe("unrelated");
    },
  );

  it.each([
    "diversity-visa.com",
    "diversityvisa.org",
    "apply-diversity-visa.com",
    "diversity-visa-online.com",
  ])(
    "reads a weak programme name of several words, one a visa word, spelled out whole, alone or among filler words: %s",
    (host) => {
      expect(judge(host)).toMatchObject({ kind: "impersonation", iso2: "US" });
    },
  );

  it.each([
    ["visa-from-oman.com", null],
    ["from-oman-evisa.com", null],
    ["visafromsingapore.com", null],
    ["thailand-visa-from-singapore.com", "TH"],
    // only a country: a programme after "from" is still the one sold
    ["apply-from-tdac.com", "TH"],
  ])("reads a country after 'from' as the traveller's own, not the visa sold: %s", (host, iso2) => {
    expect(judge(host).iso2).toBe(iso2);
    expect(["impersonation", "visa-service"]).toContain(judge(host).kind);
  });

  it.each([
    // the traveller's country nearer the visa word than the one whose visa is sold
    ["thailand-tourist-evisa-singapore-citizens.com", "TH"],
    ["thailand-tourist-visa-oman-residents.com", "TH"],
    ["thailand-tourist-evisa-sg-passport-holders.com", "TH"],
    ["thailand-visa-for-omanis.com", "TH"],
  ])(
    "reads a country before a word for travellers, or its people in the plural, as the traveller's own: %s",
    (host, iso2) => {
      expect(judge(host)).toMatchObject({ kind: "impersonation", iso2 });
    },
  );

  it.each(["singapore-citizens-evisa.com", "evisa-for-omanis.com"])(
    "names no country when the only one is the traveller's: %s",
    (host) => {
      expect(judge(host)).toMatchObject({ kind: "visa-service", iso2: null });
    },
  );

  it.each([
    ["singap0re-evisa.com", "SG"],
    ["thailand-ev1sa.com", "TH"],
    ["rnexico-visa.com", "MX"],
  ])("reads digits and letter pairs standing in for letters as those letters: %s", (host, iso2) => {
    expect(judge(host)).toMatchObject({ kind: "impersonation", iso2 });
  });

  it("weighs the words a host writes, not those its stand-ins would make: an attorney is a law firm", () => {
    expect(judge("thailand-visa-attorney.com")).toMatchObject({ kind: "visa-service", iso2: null });
  });

  it.each([
    "fmm-kenya.com",
    "mexico-fmm-tours.com",
    "diversity-news.com",
    "dominica-eticket.com",
    "eticket-online.com",
  ])(
    "leaves a weak programme name beside a country that does not run it, or among other words: %s",
    (host) => {
      expect(judge(host).kind).toBe("unrelated");
    },
  );

  it.each(["trainingvisa.com", "workingvisa.com", "campusvisa.com", "bonusvisa.com"])(
    "reads no code in the ending of an ordinary word glued to a visa word: %s",
    (host) => {
      expect(judge(host).iso2).toBeNull();
    },
  );

  it("does not read a four-letter name inside a longer word before a visa word (romanvisa is no Oman)", () => {
    expect(judge("romanvisa.com").iso2).toBeNull();
  });

  it("names the words it saw", () => {
    expect(judge("evisa-turkey.com").message).toBe(
      'evisa-turkey.com presents itself as a visa service for Türkiye ("turkey" and "evisa"), but it is not Türkiye\'s official portal.',
    );
  });

  it("warns about a country with no online portal at all", () => {
    expect(judge("chad-evisa.com").message).toMatch(/Chad/);
  });

  it.each([
    // country names hidden inside ordinary words
    "woman.com",
    "www.indiana.edu",
    "nigerianbreweries.com",
    "metadata.io",
    "chadwicks.com",
    // visa words without a country, or a country without visa words
    "visa.com",
    "usa.visa.com",
    "turkishairlines.com",
    "indianexpress.com",
    "data-entry-india.com",
    // "esta" alone is Spanish for "this"
    "esta.com",
    // short country words held up only by filler words, and abbreviations that are words
    "commandusagetext-eta.com",
    "cargo-eta.com",
    // a government's own site
    "immigration.gov.ng",
    // a weak programme name alone, or beside another country's name: an airline ticket, not an arrival card
    "fmm-online.com",
    "eticket.com",
    "e-ticket-online.com",
    "eticket-india.com",
    // words that end or start with a visa word, and the card network
    "televisa.com",
    "revize.com",
    "cms3.revize.com",
    "avisa.no",
    "divisas.com",
    "visa.com.kn",
    "cabelasclubvisa.com",
    "canadavisacard.com",
    // an "e" that ends the letters before it, leaving no visa word: adobe pass, race pass, dovetail
    "adobepass.com",
    "racepass.site",
    "dovetail.com",
    "horsetail.com",
    // places whose names open with "visa": a newspaper, a city's news, a region's
    "visaliatimesdelta.com",
    "visakhapatnam-news.com",
    "westernvisayas-news.com",
  ])("does not flag %s", (input) => {
    expect(judge(input).kind).toBe("unrelated");
  });

  it.each([
    // an ISO code that is also a word is not a country: a visa service naming none
    "in-visa.com",
    "visa-online-services.com",
    "evisa-express.net",
    "evisa.com",
    "carevisa.com",
    "independentvisa.com",
    // "easy" as chat writes it
    "ezvisa.com",
    // a visa word standing as a word of its own beside words the lexicon does not know
    "skyline-visa.com",
    "handyvisas.com",
    "thevisamachine.com",
    "evisaprime.com",
    // a Spanish visa word's plural, not the word and Spain's code
    "migraciones.com",
    "tramite-migraciones.com",
    // an "e" glued after stray letters that leaves a visa word either way
    "cheapevisa.com",
    "quickevisa.net",
    // a region names no single country, and its last letter does not turn the visa into `avisa`
    "asiavisa.com",
    "africavisa-online.net",
  ])("calls %s a private visa service naming no country", (input) => {
    expect(judge(input)).toMatchObject({ kind: "visa-service", iso2: null, code: "visa-service" });
  });
});
