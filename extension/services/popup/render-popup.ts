// The popup's parts: the current tab's verdict, the last link checked, and country search results.
import type { SnapshotCountry, VerificationResult } from "@entryguard/core";
import { verdictHeadline, verdictSentence } from "../guard/verdict-text.ts";
import { ltrIsolate, type MessageKey, t } from "../i18n/translate.ts";
import type { LinkCheck } from "../link-check/check-link.ts";
import { datesLine, statusLabel } from "../ui/country-dates.ts";
import { el } from "../ui/element.ts";

const KIND_LABEL: Record<string, MessageKey> = {
  evisa: "kindEvisa",
  eta: "kindEta",
  "arrival-card": "kindArrivalCard",
  other: "kindOther",
};

/** A portal kind in the traveller's language; a kind this build does not know as the registry writes it. */
function kindLabel(kind: string): string {
  const key = KIND_LABEL[kind];
  return key ? t(key) : kind;
}

/** The verdict block: a headline coloured by kind, and core's sentence. */
export function verdictBlock(result: VerificationResult, prefix = ""): HTMLElement {
  return el(
    "div",
    { class: `verdict kind-${result.verdict.kind}`, "data-kind": result.verdict.kind },
    el("p", { class: "headline" }, `${prefix}${verdictHeadline(result)}`),
    el("p", { class: "small" }, verdictSentence(result)),
  );
}

export function renderCurrentTab(root: HTMLElement, result: VerificationResult | null): void {
  root.replaceChildren(result ? verdictBlock(result) : el("p", { class: "small" }, t("popupNoAddress")));
}

export function renderLinkCheck(root: HTMLElement, check: LinkCheck | null): void {
  root.hidden = check === null;
  if (check)
    root.replaceChildren(
      el("p", { class: "small" }, t("popupLinkChecked", ltrIsolate(check.url))),
      verdictBlock(check.result),
    );
}

/** One country: flag and name, record status and dates, and each portal with its kind. */
function countryItem(country: SnapshotCountry): HTMLElement {
  const portals =
    country.portals.length === 0
      ? el("p", { class: "small" }, t("noPortal", country.country))
      : el(
          "ul",
          {},
          ...country.portals.map((p) =>
            el(
              "li",
              {},
              el("a", { href: p.url, target: "_blank", rel: "noreferrer" }, p.name),
              ` (${kindLabel(p.kind)})`,
            ),
          ),
        );
  return el(
    "li",
    { "data-country": country.id },
    el("strong", {}, `${country.flag} ${country.country}`),
    el("p", { class: `small${country.status === "unverified" ? " unverified" : ""}` }, statusLabel(country)),
    portals,
    el("p", { class: "small" }, datesLine(country)),
  );
}

export function renderResults(root: HTMLElement, query: string, countries: readonly SnapshotCountry[]): void {
  if (query.trim() === "") {
    root.replaceChildren();
    return;
  }
  root.replaceChildren(
    ...(countries.length > 0 ? countries.map(countryItem) : [el("li", {}, t("popupNoMatch", query))]),
  );
}
