// Pages built for the visa-form notice: agencies' visa forms, travel articles, airline checkouts, a well-known
// site and an official portal (Chromium and Firefox specs share them).

// Each page records every window message it receives: the extension must not announce itself.
const page = (title: string, h1: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<script>window.heard = []; addEventListener("message", (e) => heard.push(JSON.stringify(e.data)));</script></head><body><header><a href="/">Home</a></header><main><h1>${h1}</h1>${body}</main></body></html>`;

const VISA_FORM = `<form action="/pay" method="post">
  <label for="pn">Passport number</label><input id="pn" name="passport_number">
  <label for="nat">Nationality</label><select id="nat" name="nationality"><option>India</option><option>Nigeria</option></select>
  <label for="cc">Card number</label><input id="cc" name="card" autocomplete="cc-number">
  <button>Pay $89 and submit</button></form>`;
const NEWSLETTER = `<form action="/subscribe"><label for="em">Email</label><input id="em" name="email" type="email"><button>Subscribe</button></form>`;
const CHECKOUT = `<form action="/book"><label for="p">Passport number (for check-in)</label><input id="p" name="passportNumber">
  <label for="n">Nationality</label><input id="n" name="nationality"><label for="c">Card number</label><input id="c" autocomplete="cc-number"><button>Pay</button></form>`;

export const PAGES = {
  agencyTurkey: {
    url: "https://visa-online-services.com/apply",
    html: page("Apply for your Turkey e-Visa online", "Turkey e-Visa application form", VISA_FORM),
  },
  agencyNoCountry: {
    url: "https://quick-visa-desk.com/form",
    html: page("Apply for your eVisa in 5 minutes", "eVisa application", VISA_FORM),
  },
  guideArticle: {
    url: "https://www.wanderlust-notes.net/turkey-evisa-guide",
    html: page(
      "How to apply for a Turkey e-Visa: a complete guide",
      "How to apply for a Turkey e-Visa",
      `<article><p>Use the official portal and keep your passport ready.</p></article>${NEWSLETTER}`,
    ),
  },
  requirementsArticle: {
    url: "https://www.travel-daily-news.net/uk-eta",
    html: page(
      "UK ETA explained: who needs one",
      "UK ETA explained",
      "<article><p>From 2025 travellers…</p></article>",
    ),
  },
  airlineCheckout: {
    url: "https://www.turkishairlines.com/en-int/booking/checkout",
    html: page("Checkout – Passenger details", "Passenger details", CHECKOUT),
  },
  smallAirlineCheckout: {
    url: "https://book.skyhop-air.net/checkout",
    html: page("Checkout – Passenger details and visa", "Passenger details", CHECKOUT),
  },
  wellKnownVisaPage: {
    url: "https://www.emirates.com/english/before-you-fly/visa-passport-information/apply/",
    html: page("Apply for your UAE visa online", "Apply for your UAE visa", VISA_FORM),
  },
  officialPortal: {
    url: "https://www.evisa.gov.tr/en/apply/",
    html: page("Apply for e-Visa", "Türkiye e-Visa application", VISA_FORM),
  },
} as const;

/** The pages that must never get the notice. */
export const NO_NOTICE = [
  "guideArticle",
  "requirementsArticle",
  "airlineCheckout",
  "smallAirlineCheckout",
  "wellKnownVisaPage",
  "officialPortal",
] as const;
