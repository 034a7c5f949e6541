// The warning page's content: what the site imitates, why, and where the real portal is.
import type { VerificationResult } from "@entryguard/core";
import { possessive, UNVERIFIED_NOTE } from "../guard/verdict-text.ts";
import { el } from "../ui/element.ts";

export interface WarningActions {
  goBack(): void;
  continueAnyway(): Promise<void>;
  trustSite(): Promise<void>;
}

function headline(result: VerificationResult): string {
  const country = result.country ?? "a country";
  return result.verdict.kind === "lookalike"
    ? `This is a fake copy of ${possessive(country)} official portal`
    : `This is not ${possessive(country)} official entry portal`;
}

function whatItImitates(result: VerificationResult): string {
  const country = result.country ?? "a country";
  if (result.verdict.kind === "lookalike" && result.verdict.imitates) {
    return `It imitates ${result.verdict.imitates}, ${possessive(country)} official portal. Sites like this charge extra fees and collect passport and card details.`;
  }
  return `It uses ${possessive(country)} name and visa words, but it is not run by ${possessive(country)} government. Third-party agents charge extra fees and collect passport and card details.`;
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
  const first = el("button", { type: "button", "aria-expanded": "false" }, label);
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

/** Fills `root` with the warning for core's verdict `result`. */
export function renderWarning(root: HTMLElement, result: VerificationResult, actions: WarningActions): void {
  const host = result.verdict.host_unicode ?? result.verdict.host ?? result.checked_url;
  const official = result.real_url
    ? el(
        "a",
        { class: "button primary", href: result.real_url, id: "official-portal" },
        `Go to the official portal: ${new URL(result.real_url).host}`,
      )
    : el(
        "p",
        { id: "official-portal", tabindex: "-1" },
        `${result.country ?? "This country"} has no official online entry authorisation: any site selling one is not official.`,
      );
  const back = el("button", { type: "button", id: "go-back" }, "Go back");
  back.addEventListener("click", () => actions.goBack());
  const parts: (HTMLElement | null)[] = [
    el("h1", {}, headline(result)),
    el("p", {}, "You were about to open ", el("span", { class: "host", id: "caught-host" }, host), "."),
    el("p", { id: "imitates" }, whatItImitates(result)),
    el("h2", {}, "Why Entryguard warns you"),
    el("ul", { id: "reasons" }, ...result.verdict.reasons.map((r) => el("li", {}, r.message))),
    result.status === "unverified"
      ? el(
          "p",
          { class: "unverified", id: "unverified" },
          `The registry record for ${result.country ?? "this country"} is ${UNVERIFIED_NOTE}.`,
        )
      : null,
    el("div", { class: "actions" }, official, back),
    secondStep(
      "Continue anyway…",
      `Only continue if you are sure ${host} is the site you want. Entryguard will not warn about it again until you close the browser.`,
      `Continue to ${host}`,
      actions.continueAnyway,
    ),
    secondStep(
      "This site is genuine, stop warning me…",
      `${host} will be added to your own allowlist (you can remove it in Entryguard's options).`,
      `Stop warning me about ${host}`,
      actions.trustSite,
    ),
  ];
  root.replaceChildren(...parts.filter((p) => p !== null));
  root.hidden = false;
  // Keyboard users start on the safe choice.
  official.focus();
}
