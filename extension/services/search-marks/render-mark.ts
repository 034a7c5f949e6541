// The mark beside a result: green for an official portal, a clear warning with the real portal one click
// away for a fake, neutral for a government-appointed partner or a private agency. Drawn in a shadow root
// so the engine's styles neither hide nor restyle it.
import { t } from "../i18n/translate.ts";
import { el } from "../ui/element.ts";
import type { LinkVerdict } from "./link-verdicts.ts";

export type MarkKind = "official" | "fake" | "unofficial" | "partner" | "visa-service";

/** The mark a link earns, or null. Official only when the engine sends the click straight to the portal. */
export function markKind(verdict: LinkVerdict, direct: boolean): MarkKind | null {
  switch (verdict.kind) {
    case "official":
      return direct ? "official" : null;
    case "lookalike":
      return "fake";
    case "impersonation":
      return "unofficial";
    case "partner":
      return "partner";
    case "visa-service":
      return "visa-service";
    default:
      return null;
  }
}

const STYLE = `
:host { all: initial; display: block; margin: 4px 0 6px; font: 13px/1.4 system-ui, sans-serif; }
.mark { display: inline-block; padding: 2px 8px; border-radius: 4px; border: 1px solid; max-width: 100%; overflow-wrap: anywhere; }
.official { background: #e6f4ea; color: #0b5c2a; border-color: #137333; }
.fake, .unofficial { background: #fce8e6; color: #8c1d18; border-color: #b3261e; font-weight: 600; }
.partner, .visa-service { background: #f1f3f4; color: #3c4043; border-color: #80868b; }
a { color: #0b57d0; font-weight: 600; margin-inline-start: 6px; }
`;

function text(kind: MarkKind, country: string): string {
  switch (kind) {
    case "official":
      return `✓ ${t("markOfficial", country)}`;
    case "fake":
      return `⚠ ${t("markFake", country)}`;
    case "unofficial":
      return `⚠ ${t("markUnofficial", country)}`;
    case "partner":
      return t("markPartner");
    case "visa-service":
      return t("markVisaService");
  }
}

/** A mark element for `kind`; `data-entryguard-mark` names the kind for people reading the page's DOM. */
export function renderMark(doc: Document, kind: MarkKind, verdict: LinkVerdict): HTMLElement {
  const host = doc.createElement("span");
  host.dataset.entryguardMark = kind;
  const shadow = host.attachShadow({ mode: "open" });
  const style = doc.createElement("style");
  style.textContent = STYLE;
  const warn = kind === "fake" || kind === "unofficial";
  shadow.append(
    style,
    el(
      "span",
      { class: `mark ${kind}`, role: "note" },
      text(kind, verdict.country ?? t("someCountry")),
      warn && verdict.realUrl ? el("a", { href: verdict.realUrl }, t("goToPortal")) : null,
    ),
  );
  return host;
}
