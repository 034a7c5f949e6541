// Where "Report this site" leads: the government's own report form when the registry names one, otherwise
// the browser vendor's phishing report page. Only a link with the address filled in: the traveller submits.

/** Google Safe Browsing's form, which Chrome's and Firefox's own "report deceptive site" entries open. */
const SAFE_BROWSING_REPORT = "https://safebrowsing.google.com/safebrowsing/report_phish/";

export interface ReportPlace {
  readonly href: string;
  readonly by: "government" | "safe-browsing";
}

/** The report link for `caughtUrl`; `governmentForm` is the registry's report page for the country, if any. */
export function reportPlace(
  caughtUrl: string,
  lang: string,
  governmentForm: string | null = null,
): ReportPlace {
  if (governmentForm !== null && /^https:\/\//.test(governmentForm))
    return { href: governmentForm, by: "government" };
  const href = new URL(SAFE_BROWSING_REPORT);
  href.searchParams.set("url", caughtUrl);
  href.searchParams.set("hl", lang);
  return { href: href.href, by: "safe-browsing" };
}
