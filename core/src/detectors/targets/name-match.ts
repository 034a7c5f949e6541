import { apartWords, type HostDescription, letters } from "../../host/host-description.ts";
import { GENERIC_CCTLDS } from "../../lexicon/country-codes.ts";
import { MIN_NAME, ownNames, type PortalName } from "./portal-targets.ts";

/** How a host carries a portal's name. */
export type HitClass = "same-letters" | "other-suffix" | "embedded";

export interface NameHit {
  readonly name: PortalName;
  readonly how: HitClass;
}

/** The list's one name when all its names point to one country, else null. */
function single(list: readonly PortalName[] | undefined): PortalName | null {
  if (!list || list.length === 0) return null;
  const first = list[0] as PortalName;
  return list.every((n) => n.target.country === first.target.country) ? first : null;
}

/** A name kept to generic suffixes (`etagov`) says nothing under another country's own code. */
function suffixFits(name: PortalName, host: HostDescription): boolean {
  return !name.genericSuffixOnly || host.tld.length !== 2 || GENERIC_CCTLDS.has(host.tld);
}

/**
 * The portal's name as the whole address under another shape: the same letters with dots and hyphens
 * moved (`evisa-gov.tr`), or its body or label under another suffix (`indianvisaonline.org`). `fold`
 * maps the host's letters the way the names were keyed (the identity, or a skeleton fold).
 */
export function findSwap(
  host: HostDescription,
  names: ReadonlyMap<string, readonly PortalName[]>,
  fold: (letters: string) => string = (letters) => letters,
): NameHit | null {
  const whole = single(names.get(fold(host.wholeLetters)));
  if (whole && whole.part === "host" && whole.target.host !== host.ascii)
    return { name: whole, how: "same-letters" };
  for (const letters of [host.bodyLetters, host.labelLetters]) {
    const hit = single(names.get(fold(letters)));
    if (hit && !suffixFits(hit, host)) continue;
    if (hit && hit.part !== "host" && hit.target.shape.suffix !== host.suffix)
      return { name: hit, how: "other-suffix" };
  }
  return null;
}

/**
 * Whether `run` is the portal's own label and suffix at the end of a host under that same suffix, where the
 * label is the country's own name: `radio-canada.ca` beside canada.ca is how any Canadian site may be
 * called, no copy of it (`apply-enterjamaica.com` still copies enterjamaica.com).
 */
function countryNamedSibling(name: PortalName, host: HostDescription, run: string): boolean {
  const { shape, country } = name.target;
  if (host.suffix !== shape.suffix || run !== shape.labelLetters + letters(shape.suffix)) return false;
  return ownNames(country).has(shape.labelLetters);
}

/**
 * The portal's name as a run of whole labels or hyphen-separated words inside a longer address:
 * `evisa.gov.tr.apply-now.com`, `www-evisa-gov-tr.net`, `esta-cbp-dhs-gov.us`, also with a year added
 * (`evisa-govmd2025.com`).
 */
export function findEmbedded(
  host: HostDescription,
  names: ReadonlyMap<string, readonly PortalName[]>,
  prefixes: ReadonlySet<string>,
  fold: (letters: string) => string = (letters) => letters,
): NameHit | null {
  const words = apartWords(host.ascii.replace(/^www[.-]/, ""));
  for (let start = 0; start < words.length; start++) {
    let run = "";
    for (let end = start; end < words.length; end++) {
      run = fold(run + words[end]);
      // No portal name starts so: longer runs from here cannot match either.
      if (!prefixes.has(run)) break;
      const whole = start === 0 && end === words.length - 1;
      const hit = run.length >= MIN_NAME && !whole ? single(names.get(run)) : null;
      if (hit && suffixFits(hit, host) && !countryNamedSibling(hit, host, run))
        return { name: hit, how: "embedded" };
    }
  }
  return null;
}
