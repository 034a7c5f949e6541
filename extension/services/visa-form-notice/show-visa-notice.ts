// In the page: reads what the page says about itself and, only when it mentions an entry permit, asks the
// background whether to show the notice. Most pages end at the first, local check.
import { browser } from "wxt/browser";
import { dismissSite } from "./dismissed-sites.ts";
import type { VisaNoticeAnswer, VisaNoticeRequest } from "./notice-decision.ts";
import { renderNotice } from "./render-notice.ts";
import { readVisaPage } from "./visa-page-signals.ts";

export async function showVisaNotice(doc: Document): Promise<void> {
  const signals = readVisaPage(doc);
  if (!signals.mentionsPermit) return;
  const request: VisaNoticeRequest = {
    type: "visa-notice",
    url: doc.location.href,
    heading: signals.heading.slice(0, 600),
    visaForm: signals.visaForm,
  };
  const answer = (await browser.runtime.sendMessage(request)) as VisaNoticeAnswer;
  if (!answer.show) return;
  const host = doc.location.hostname;
  doc.body.prepend(renderNotice(doc, answer, { dismissSite: () => void dismissSite(host) }));
}
