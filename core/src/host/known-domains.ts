/**
 * Registrable domains that carry country and visa words for good reasons: the card network, official
 * visa-application contractors, government-run services on commercial suffixes. Like Chromium's
 * lookalike allowlist, a few names here spare travellers warnings the rules would otherwise raise.
 */
export const BENIGN_DOMAINS: readonly string[] = [
  "visa.com",
  "visa.co.uk",
  "visa.ca",
  "visa.com.au",
  "visa.co.in",
  "visa.com.tr",
  "visaeurope.com",
  "visa.cn",
  "vfsglobal.com",
  "vfsglobal.cn",
  "vfsglobal.ca",
  "tlscontact.com",
  "blsinternational.com",
  "blsspainvisa.com",
  "blsitalyvisa.com",
  // Russia's visa application centre in the Netherlands (named on its own pages as the consulate's centre)
  "russiavisacentre.nl",
  "usvisa-info.com",
  "ustraveldocs.com",
  "visaforchina.cn",
  "visaforchina.org",
  "cibtvisas.com",
  "travisa.com",
];

/**
 * Second-level labels that, under a country code, only that country's government (or its universities)
 * can register: `gov.tr`, `go.ke`, `gouv.fr`, `gob.mx`, `govt.nz`, `ac.uk`.
 */
export const GOVERNMENT_LABELS: readonly string[] = [
  "gov",
  "go",
  "gob",
  "gouv",
  "govt",
  "gv",
  "gub",
  "mil",
  "edu",
  "ac",
  "nic",
  "gc",
];

/** Top-level domains only governments (and accredited schools) register. */
export const GOVERNMENT_TLDS: readonly string[] = ["gov", "mil", "edu", "int"];
