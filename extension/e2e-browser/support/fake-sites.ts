// Fake sites the Chromium and Firefox suites both drive, with what the warning page must say about each.

// One fake host per class the issue names; the Cyrillic "е" makes a homoglyph of esta.cbp.dhs.gov.
export const FAKE_SITES = [
  {
    url: "https://evisa-gov-tr.com/apply",
    kind: "lookalike",
    country: "Türkiye",
    real: "https://www.evisa.gov.tr/en/",
  },
  {
    url: "https://indianvisaonline.gov.in.apply-now.com/",
    kind: "lookalike",
    country: "India",
    real: "https://indianvisaonline.gov.in/evisa/",
  },
  {
    url: "https://еsta.cbp.dhs.gov/esta/",
    kind: "lookalike",
    country: "United States",
    real: "https://esta.cbp.dhs.gov/",
  },
  {
    url: "https://evisa-turkey.com/",
    kind: "impersonation",
    country: "Türkiye",
    real: "https://www.evisa.gov.tr/en/",
  },
  {
    url: "http://esta-usa.com/apply?step=1",
    kind: "impersonation",
    country: "United States",
    real: "https://esta.cbp.dhs.gov/",
  },
] as const;
