// What a page says about itself: does its title or main heading ask the traveller to apply for an entry
// permit, and does it have a form asking for a passport number, nationality or card? Read in the page,
// cheaply, so most pages never message the background at all.

/** eVisa, ETA, ESTA, ETIAS, arrival card, travel authorisation: the permits these forms sell. */
const PERMIT =
  /\b(e-?visas?|visas?|e-?tas?|k-eta|esta|etias|arrival cards?|e-?arrival|travel authori[sz]ations?|entry permits?)\b/i;
/** The heading asks to apply, not to read about applying ("How to apply…" guides are articles). */
const APPLY = /\b(apply|application form|start (your )?application|get your|order your|request your)\b/i;
const GUIDE = /\b(how to|guide|tips|explained|what is|do i need|news|requirements for)\b/i;
/** Form fields a visa application asks for and a travel article or newsletter form does not. */
const IDENTITY_FIELD = /passport|nationality|citizenship|cc-number|card.?number|credit.?card|cvv|cvc/i;

/** True when a title or heading mentions an entry permit at all (the cheap gate). */
export function mentionsPermit(text: string): boolean {
  return PERMIT.test(text);
}

/** True when a title or heading asks the traveller to apply for an entry permit (not a guide about it). */
export function asksToApply(text: string): boolean {
  return PERMIT.test(text) && APPLY.test(text) && !GUIDE.test(text);
}

/** True when a field's name, id, autocomplete, placeholder or label asks for a passport, nationality or card. */
export function isIdentityField(descriptor: string): boolean {
  return IDENTITY_FIELD.test(descriptor);
}

export interface VisaPageSignals {
  /** The title and main heading, which name the country when the page names one. */
  readonly heading: string;
  readonly mentionsPermit: boolean;
  /** Asks to apply for a permit and has a form asking for a passport number, nationality or card. */
  readonly visaForm: boolean;
}

function describeField(field: HTMLInputElement | HTMLSelectElement): string {
  const labels = [...(field.labels ?? [])].map((l) => l.textContent ?? "");
  return [
    field.name,
    field.id,
    field.autocomplete,
    field.getAttribute("placeholder") ?? "",
    field.getAttribute("aria-label") ?? "",
    ...labels,
  ].join(" ");
}

/** Reads the signals from a loaded document. */
export function readVisaPage(doc: Document): VisaPageSignals {
  const heading = [doc.title, doc.querySelector("h1")?.textContent ?? ""]
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  const applying = asksToApply(doc.title) || asksToApply(doc.querySelector("h1")?.textContent ?? "");
  const fields = doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>("form input, form select");
  const identity = applying && [...fields].some((f) => isIdentityField(describeField(f)));
  return { heading, mentionsPermit: mentionsPermit(heading), visaForm: applying && identity };
}
