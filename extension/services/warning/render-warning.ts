// The warning page's content, shaped like a browser's own security interstitial: what to do first, the real
// portal as the main action, the opened address beside the real one with the differences marked, then why.
import type { VerificationResult } from "@entryguard/core";
import { countryName, realHost, reasonText } from "../i18n/reason-text.ts";
import { t } from "../i18n/translate.ts";
import { el } from "../ui/element.ts";
import { type DiffPart, diffHosts } from "./host-diff.ts";
import type { ReportPlace } from "./report-site.ts";

export interface WarningActions {
  goBack(): void;
  continueAnyway(): Promise<void>;
  trustSite(): Promise<void>;
}

/** A host in monospace, always left to right (also on a right-to-left page), differing runs marked. */
function hostLine(id: string, parts: readonly DiffPart[]): HTMLElement {
  return el(
    "span",
    { class: "host", id, dir: "ltr" },
    ...parts.map((p) => (p.differs ? el("mark", {}, p.text) : p.text)),
  );
}

/** The opened address above the real portal's, with the differing characters marked on a lookalike. */
function comparison(result: VerificationResult, host: string): HTMLElement {
  const real = realHost(result);
  const marked = result.verdict.kind === "lookalike" && real !== null;
  const diff = marked ? diffHosts(host, real) : null;
  const ascii = result.verdict.host;
  return el(
    "dl",
    { class: "compare" },
    el("dt", {}, t("youOpened")),
    el(
      "dd",
      {},
      hostLine("caught-host", diff?.typed ?? [{ text: host, differs: false }]),
      // A homoglyph looks right in Unicode; its punycode form shows that it is another name.
      ascii !== null && ascii !== host
        ? el("span", { class: "ascii", dir: "ltr" }, t("writtenAs", ascii))
        : null,
    ),
    real !== null ? el("dt", {}, t("officialPortal")) : null,
    real !== null
      ? el("dd", {}, hostLine("real-host", diff?.real ?? [{ text: real, differs: false }]))
      : null,
    marked ? el("dd", { class: "hint" }, t("differencesMarked")) : null,
  );
}

/** A two-step button: the first click reveals the confirmation, the second acts. */
function secondStep(
  label: string,
  explanation: string,
  confirmLabel: string,
  act: () => Promise<void>,
): HTMLElement {
  const confirm = el("button", { type: "button" }, confirmLabel);
  const step = el("div", { class: "second-step", hidden: true }, el("p", {}, explanation), confirm);
  const first = el("button", { type: "button", class: "quiet", "aria-expanded": "false" }, label);
  first.addEventListener("click", () => {
    step.hidden = false;
    first.setAttribute("aria-expanded", "true");
    confirm.focus();
  });
  confirm.addEventListener("click", () => {
    confirm.disabled = true;
    void act();
  });
  return el("div", {}, first, step);
}

function reportLink(report: ReportPlace): HTMLElement {
  return el(
    "p",
    { class: "report" },
    el(
      "a",
      { href: report.href, target: "_blank", rel: "noopener noreferrer", id: "report-site" },
      t("reportSite"),
    ),
    " ",
    el("span", {}, t(report.by === "government" ? "reportGovernment" : "reportSafeBrowsing")),
  );
}

/** Fills `root` with the warning for core's verdict `result`. */
export function renderWarning(
  root: HTMLElement,
  result: VerificationResult,
  report: ReportPlace,
  actions: WarningActions,
): void {
  const host = result.verdict.host_unicode ?? result.verdict.host ?? result.checked_url;
  const country = countryName(result);
  const lookalike = result.verdict.kind === "lookalike";
  const official = result.real_url
    ? el("a", { class: "button primary", href: result.real_url, id: "official-portal" }, t("goToPortal"))
    : el("p", { id: "official-portal", tabindex: "-1" }, t("noPortal", country));
  const back = el("button", { type: "button", id: "go-back" }, t("goBack"));
  back.addEventListener("click", () => actions.goBack());
  const parts: (HTMLElement | null)[] = [
    el("h1", {}, t(lookalike ? "headlineFake" : "headlineUnofficial")),
    el("p", { id: "imitates", class: "lead" }, t(lookalike ? "leadLookalike" : "leadImpersonation", country)),
    comparison(result, host),
    el("div", { class: "actions" }, official, back),
    el("h2", {}, t("whyHeading")),
    el(
      "ul",
      { id: "reasons" },
      ...result.verdict.reasons.map((r) => el("li", { "data-code": r.code }, reasonText(r, result))),
    ),
    result.status === "unverified"
      ? el("p", { class: "unverified", id: "unverified" }, t("unverified", country))
      : null,
    el(
      "div",
      { class: "more" },
      secondStep(
        t("continueAnyway"),
        t("continueExplain", host),
        t("continueConfirm", host),
        actions.continueAnyway,
      ),
      secondStep(t("trustSite"), t("trustExplain", host), t("trustConfirm", host), actions.trustSite),
      reportLink(report),
    ),
  ];
  root.replaceChildren(...parts.filter((p) => p !== null));
  root.hidden = false;
  // Keyboard users start on the safe choice.
  official.focus();
}
