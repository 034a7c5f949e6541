import { describe, expect, it } from "vitest";
import { fixturePortalHosts, fixtureSnapshot } from "../test-fixtures/fixture-snapshot.ts";
import { createRegistryIndex } from "./registry-index.ts";
import type { VerdictKind } from "./verification-result.ts";
import { verify } from "./verify.ts";

// The default detectors run, so near-copies of portals are lookalikes, never official.
const index = createRegistryIndex(fixtureSnapshot);

interface Row {
  input: string;
  country?: string;
  kind: VerdictKind;
  /** Expected `iso2` of the result (null when no country applies). */
  iso2?: string | null;
  /** Expected first reason code. */
  code?: string;
}

// Each row says what a browser would connect to and therefore what the verdict must be.
const rows: Row[] = [
  // userinfo, backslashes and paths never make a host official
  { input: "https://evisa.gov.tr@evil.example/", kind: "unrelated", iso2: null },
  { input: "https://evil.example\\@evisa.gov.tr", kind: "unrelated", iso2: null },
  { input: "https://evisa.gov.tr.evil.example/", kind: "lookalike", iso2: "TR", code: "embedded-target" },
  { input: "https://evil.example/evisa.gov.tr", kind: "unrelated", iso2: null },
  { input: "https://evil.example/?u=https://evisa.gov.tr", kind: "unrelated", iso2: null },
  { input: "https://evil.example#@esta.cbp.dhs.gov", kind: "unrelated", iso2: null },
  { input: "https://evil.example?@esta.cbp.dhs.gov", kind: "unrelated", iso2: null },
  { input: "https://esta.cbp.dhs.gov%2F@evil.example", kind: "unrelated", iso2: null },
  { input: "https://user:pass@esta.cbp.dhs.gov/", kind: "official", iso2: "US" },
  // case, trailing dot, ports, scheme-relative and slash variants
  { input: "HTTPS://WWW.EVISA.GOV.TR./", kind: "official", iso2: "TR" },
  { input: "evisa.gov.tr:443", kind: "official", iso2: "TR" },
  { input: "evisa.gov.tr:443/en/", kind: "official", iso2: "TR" },
  { input: "https://esta.cbp.dhs.gov:8443/", kind: "official", iso2: "US" },
  { input: "//esta.cbp.dhs.gov/", kind: "official", iso2: "US" },
  // relative references open the linking page's own site, whatever host they name
  { input: "https:esta.cbp.dhs.gov", kind: "invalid", iso2: null, code: "relative-reference" },
  { input: "/evisa.gov.tr", kind: "invalid", iso2: null, code: "relative-reference" },
  { input: "\\evisa.gov.tr", kind: "invalid", iso2: null, code: "relative-reference" },
  { input: "https:evisa.gov.tr", kind: "invalid", iso2: null, code: "relative-reference" },
  { input: "https:/evisa.gov.tr", kind: "invalid", iso2: null, code: "relative-reference" },
  { input: "http:eta.gov.lk", kind: "invalid", iso2: null, code: "relative-reference" },
  { input: "HTTPS:evisa.gov.tr/en/", kind: "invalid", iso2: null, code: "relative-reference" },
  { input: " /evisa.gov.tr", kind: "invalid", iso2: null, code: "relative-reference" },
  { input: "./evisa.gov.tr", kind: "invalid", iso2: null, code: "relative-reference" },
  { input: "../evisa.gov.tr", kind: "invalid", iso2: null, code: "relative-reference" },
  { input: "?u=evisa.gov.tr", kind: "invalid", iso2: null, code: "relative-reference" },
  { input: "/evisa.gov.tr", country: "Turkey", kind: "invalid", iso2: "TR", code: "relative-reference" },
  // a protocol-relative link opens the host it names
  { input: "//evisa.gov.tr/en/", kind: "official", iso2: "TR" },
  { input: "\\\\evisa.gov.tr", kind: "official", iso2: "TR" },
  { input: "//evil.example/evisa.gov.tr", kind: "unrelated", iso2: null },
  { input: "https:/\\esta.cbp.dhs.gov", kind: "official", iso2: "US" },
  { input: "https:\\\\esta.cbp.dhs.gov", kind: "official", iso2: "US" },
  { input: "http://esta.cbp.dhs.gov", kind: "official", iso2: "US" },
  { input: "evisa.gov.tr", kind: "official", iso2: "TR" },
  { input: "www.evisa.gov.tr", kind: "official", iso2: "TR" },
  { input: "https://a.b.evisa.gov.tr/x", kind: "official", iso2: "TR" },
  { input: "https://evisa.gov.tr.", kind: "official", iso2: "TR" },
  { input: "https://evisa.gov.tr..", kind: "unrelated", iso2: null },
  { input: "https://ESTA.CBP.DHS.GOV", kind: "official", iso2: "US" },
  { input: "  https://esta.cbp.dhs.gov  ", kind: "official", iso2: "US" },
  { input: "https://esta.cbp.dhs.gov\u0000", kind: "official", iso2: "US" },
  // percent-encoding, tabs and newlines are resolved as the browser does
  { input: "https://evisa%2Egov%2Etr/", kind: "official", iso2: "TR" },
  { input: "https://%65visa.gov.tr", kind: "official", iso2: "TR" },
  { input: "https://evisa.gov.tr%2e", kind: "official", iso2: "TR" },
  { input: "https://evi\tsa.gov.tr", kind: "official", iso2: "TR" },
  { input: "https://esta.cbp\n.dhs.gov", kind: "official", iso2: "US" },
  { input: "https://evisa.gov.tr\n.evil.example", kind: "lookalike", iso2: "TR", code: "embedded-target" },
  { input: "https://evisa.gov.tr%00.evil.example", kind: "invalid", code: "unparsable" },
  // IDN: full-width and ideographic dots map to ASCII; homoglyphs do not
  { input: "https://evisa。gov。tr", kind: "official", iso2: "TR" },
  { input: "https://ｅｖｉｓａ.gov.tr", kind: "official", iso2: "TR" },
  { input: "https://\u0435visa.gov.tr", kind: "lookalike", iso2: "TR", code: "confusable" },
  { input: "https://xn--visa-u4d.gov.tr", kind: "lookalike", iso2: "TR", code: "confusable" },
  { input: "https://\u0435sta.cbp.dhs.gov", kind: "lookalike", iso2: "US", code: "confusable" },
  { input: "https://xn--", kind: "invalid", code: "unparsable" },
  // near misses are not official
  { input: "https://evisa-gov.tr", kind: "lookalike", iso2: "TR", code: "tld-swap" },
  { input: "https://gov.tr", kind: "unrelated", iso2: null },
  { input: "https://cbp.dhs.gov", kind: "unrelated", iso2: null },
  {
    input: "https://indianvisaonline.gov.in.evil.example",
    kind: "lookalike",
    iso2: "IN",
    code: "embedded-target",
  },
  { input: "https://indianvisaonline.gov.in/evisa/", kind: "official", iso2: "IN" },
  { input: "https://www.etakenya.go.ke", kind: "official", iso2: "KE" },
  { input: "https://evisa.go.ke", kind: "lookalike", iso2: "KE", code: "former-host" },
  // a host under a government suffix is never a lookalike: nobody else can register there
  { input: "https://xevisa.gov.tr", kind: "unrelated", iso2: null },
  { input: "https://evil-indianvisaonline.gov.in", kind: "unrelated", iso2: null },
  // a lookalike asked about for a country reports that country; the imitated one is in `imitates`
  { input: "https://evisa-gov.tr", country: "India", kind: "lookalike", iso2: "IN", code: "tld-swap" },
  { input: "https://evisa-turkey.com", kind: "impersonation", iso2: "TR", code: "country-keyword" },
  // IP literals are never official
  { input: "http://127.0.0.1/", kind: "unrelated", code: "ip-literal" },
  { input: "http://[::1]/", kind: "unrelated", code: "ip-literal" },
  { input: "http://0x7f.1/", kind: "unrelated", code: "ip-literal" },
  { input: "http://[::ffff:127.0.0.1]", kind: "unrelated", code: "ip-literal" },
  { input: "https://999999999", kind: "unrelated", code: "ip-literal" },
  // not judgeable
  { input: "javascript:alert(1)", kind: "invalid", code: "unsupported-scheme" },
  { input: "java\tscript:alert(1)", kind: "invalid", code: "unsupported-scheme" },
  { input: "data:text/html,<script>alert(1)</script>", kind: "invalid", code: "unsupported-scheme" },
  { input: "file:///etc/passwd", kind: "invalid", code: "unsupported-scheme" },
  { input: "ftp://evisa.gov.tr", kind: "invalid", code: "unsupported-scheme" },
  { input: "chrome-extension://abcdefghijklmnop/page.html", kind: "invalid", code: "unsupported-scheme" },
  { input: "blob:https://evisa.gov.tr/uuid", kind: "invalid", code: "unsupported-scheme" },
  { input: "view-source:https://evisa.gov.tr", kind: "invalid", code: "unsupported-scheme" },
  { input: "mailto:visa@evisa.gov.tr", kind: "invalid", code: "unsupported-scheme" },
  { input: "about:blank", kind: "invalid", code: "unsupported-scheme" },
  { input: "", kind: "invalid", code: "empty" },
  { input: " \t\n ", kind: "invalid", code: "empty" },
  { input: `https://evisa.gov.tr/${"a".repeat(3000)}`, kind: "invalid", code: "too-long" },
  { input: "https://", kind: "invalid", code: "unparsable" },
  { input: "https://evisa.gov.tr:99999", kind: "invalid", code: "unparsable" },
  { input: "https://evi sa.gov.tr", kind: "invalid", code: "unparsable" },
  // a shared portal is official for each country it serves
  { input: "https://travel-europe.europa.eu/etias_en", kind: "official", iso2: null },
  { input: "https://travel-europe.europa.eu/etias_en", country: "France", kind: "official", iso2: "FR" },
  {
    input: "https://travel-europe.europa.eu/",
    country: "India",
    kind: "unrelated",
    iso2: "IN",
    code: "other-country",
  },
  // a portal a territory shares with its owner is the owner's when no country is asked
  { input: "esta.cbp.dhs.gov", kind: "official", iso2: "US" },
  { input: "esta.cbp.dhs.gov", country: "Guam", kind: "official", iso2: "GU" },
  { input: "esta.cbp.dhs.gov", country: "Kenya", kind: "unrelated", iso2: "KE", code: "other-country" },
  // the country argument
  { input: "https://evisa.gov.tr", country: "Turkey", kind: "official", iso2: "TR" },
  { input: "https://evisa.gov.tr", country: "tr", kind: "official", iso2: "TR" },
  { input: "https://evisa.gov.tr", country: "  TÜRKIYE ", kind: "official", iso2: "TR" },
  { input: "https://evisa.gov.tr", country: "India", kind: "unrelated", iso2: "IN", code: "other-country" },
  {
    input: "https://www.etakenya.go.ke",
    country: "Monaco",
    kind: "unrelated",
    iso2: "MC",
    code: "other-country",
  },
  { input: "https://example.com", country: "Monaco", kind: "unrelated", iso2: "MC", code: "no-match" },
  { input: "javascript:alert(1)", country: "India", kind: "invalid", iso2: "IN", code: "unsupported-scheme" },
  { input: "localhost:8080", kind: "unrelated", iso2: null },
];

describe("the verdict on tricky inputs", () => {
  // The hand-written kinds must agree with the WHATWG parser itself wherever the input is an absolute
  // http(s) URL core judges and no country is asked: official exactly when the host it yields is a portal
  // host or below one. (Rows core refuses, such as an over-long URL, are judged by the table alone.)
  const judged = rows.filter(
    (r) => r.country === undefined && r.kind !== "invalid" && /^https?:\/\//i.test(r.input),
  );
  it.each(judged)("$input agrees with the WHATWG parser about being official", (row) => {
    const host = new URL(row.input).hostname.replace(/\.$/, "");
    const official = fixturePortalHosts.some((h) => host === h || host.endsWith(`.${h}`));
    expect(row.kind === "official").toBe(official);
  });

  it.each(rows)("$input (country: $country) → $kind", (row) => {
    const outcome = verify(index, row.input, { country: row.country });
    if (!outcome.ok) throw new Error(outcome.error.message);
    const { result } = outcome;
    expect(result.verdict.kind).toBe(row.kind);
    expect(result.official).toBe(row.kind === "official");
    if (row.iso2 !== undefined) expect(result.iso2).toBe(row.iso2);
    if (row.code !== undefined) expect(result.verdict.reasons[0]?.code).toBe(row.code);
    if (row.kind !== "official") expect(result.warning).toMatch(/\w/);
    else expect(result.warning).toBeNull();
  });
});
