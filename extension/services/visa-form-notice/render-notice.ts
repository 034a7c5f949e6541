// The calm notice at the top of a private agency's visa form: not a government website, where the official
// portal is. It pushes the page down rather than covering it, and goes away with one click.
import { t, uiLocale } from "../i18n/translate.ts";
import { el } from "../ui/element.ts";
import type { VisaNoticeAnswer } from "./notice-decision.ts";

const STYLE = `
:host { all: initial; display: block; }
.notice { box-sizing: border-box; width: 100%; background: #e8f0fe; color: #1f1f1f; border-bottom: 2px solid #1a56c4;
  padding: 10px 16px; font: 15px/1.45 system-ui, sans-serif; display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: center; }
.text { flex: 1 1 24rem; min-width: 0; overflow-wrap: anywhere; }
strong { font-weight: 700; }
a { color: #0b4bb3; font-weight: 600; overflow-wrap: anywhere; }
.buttons { display: flex; flex-wrap: wrap; gap: 8px; }
button { font: inherit; font-size: 14px; padding: 4px 10px; border-radius: 6px; border: 1px solid #1a56c4; background: #fff; color: #0b4bb3; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
`;

export interface NoticeActions {
  dismissSite(): void;
}

/** The notice's host element, its content in a shadow root the page's styles cannot reach. */
export function renderNotice(doc: Document, answer: VisaNoticeAnswer, actions: NoticeActions): HTMLElement {
  const host = doc.createElement("div");
  host.dataset.entryguardNotice = "";
  const shadow = host.attachShadow({ mode: "open" });
  const style = doc.createElement("style");
  style.textContent = STYLE;
  const where =
    answer.country && answer.realUrl
      ? [
          t("noticeOfficial", answer.country),
          " ",
          el("a", { href: answer.realUrl, dir: "ltr" }, new URL(answer.realUrl).host),
        ]
      : [t("noticeNoCountry")];
  const dismiss = el("button", { type: "button" }, t("noticeDismissSite"));
  const close = el("button", { type: "button" }, t("noticeClose"));
  dismiss.addEventListener("click", () => {
    actions.dismissSite();
    host.remove();
  });
  close.addEventListener("click", () => host.remove());
  const { lang, dir } = uiLocale();
  shadow.append(
    style,
    el(
      "section",
      { class: "notice", role: "region", "aria-label": t("noticeLabel"), lang, dir },
      el("p", { class: "text" }, el("strong", {}, t("noticeNotGovernment")), " ", ...where),
      el("div", { class: "buttons" }, dismiss, close),
    ),
  );
  return host;
}
