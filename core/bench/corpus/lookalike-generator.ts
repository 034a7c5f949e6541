// The permutation generator for the labelled corpus: from every registry portal host, lookalikes of
// each class a scammer registers. Independent of the detectors' own name rules, so it can catch them out.

import { getPublicSuffix } from "tldts";
import type { RegistryIndex, SnapshotCountry } from "../../src/index.ts";
import { domainForms } from "../../src/lexicon/country-words.ts";
import { pick, seededRandom } from "./seeded-random.ts";
import { applyTypo, TYPO_OPERATIONS } from "./typo-operations.ts";

export interface Sample {
  readonly host: string;
  readonly class: string;
  /** ISO2 of the country the host must be attributed to. */
  readonly iso2: string;
  /** The portal host or pattern it was made from. */
  readonly from: string;
}

interface Target {
  readonly host: string;
  readonly country: SnapshotCountry;
}

const GOVERNMENT = /^(gov|go|gob|gouv|govt|gv|gub|mil|ac|edu|nic|gc)\./;
// Government second-level labels the public suffix list does not carry (`gov.vg`, `gov.cv`).
const GOVERNMENT_SLD = /(^|\.)(gov|go|gob|gouv|govt|gv|gub|mil|ac|edu|nic|gc)\.[a-z]{2}$/;

function owners(index: RegistryIndex): Target[] {
  const out: Target[] = [];
  for (const [host, refs] of index.portalsByHost) {
    const owner = refs.length === 1 ? refs[0] : refs.find((r) => r.country.id === r.portal.shared_by);
    if (owner) out.push({ host, country: owner.country });
  }
  return out.sort((a, b) => a.host.localeCompare(b.host));
}

/**
 * The host a scammer could register that keeps the portal's name: the host itself when its suffix is
 * open; under a government suffix, the portal's own label under .com when that label is the portal's
 * whole name and no other portal uses it (`indianvisaonline.com`), else the whole host flattened
 * (`evisa-gov.tr`, `acard-immigration-gov.tw`), since `immigration.com` imitates no one.
 */
function registrableBase(
  host: string,
  labelUse: ReadonlyMap<string, number>,
): { base: string; start: number; end: number } {
  const bare = host.replace(/^www\./, "");
  const suffix = getPublicSuffix(bare) ?? "";
  const body = bare.slice(0, -suffix.length - 1);
  const closed =
    GOVERNMENT.test(suffix) ||
    GOVERNMENT_SLD.test(bare) ||
    ["gov", "mil", "int", "edu"].includes(suffix) ||
    suffix === "gov.uk";
  const label = body.split(".").pop() as string;
  // Only the registrable label can be typo-squatted: `digital.diplo.de` becomes `digital.dipl0.de`.
  if (!closed) return { base: bare, start: body.length - label.length, end: body.length };
  if (label === body && label.length >= 8 && labelUse.get(label) === 1) {
    return { base: `${label}.com`, start: 0, end: label.length };
  }
  const tld = bare.slice(bare.lastIndexOf(".") + 1);
  const flat = bare.slice(0, bare.lastIndexOf(".")).replace(/\./g, "-");
  return tld.length === 2
    ? { base: `${flat}.${tld}`, start: 0, end: flat.length }
    : { base: `${flat}-${tld}.com`, start: 0, end: flat.length + 1 + tld.length };
}

const CYRILLIC: Record<string, string> = {
  a: "а",
  c: "с",
  e: "е",
  o: "о",
  p: "р",
  x: "х",
  y: "у",
  i: "і",
  j: "ј",
  s: "ѕ",
  h: "һ",
  d: "ԁ",
};
const GREEK: Record<string, string> = { o: "ο", v: "ν", a: "α", i: "ι", k: "κ", x: "χ" };
const ASCII_LOOKALIKES: [string, string][] = [
  ["o", "0"],
  ["l", "1"],
  ["m", "rn"],
  ["w", "vv"],
];

function swapOne(
  random: () => number,
  text: string,
  end: number,
  table: Record<string, string>,
  start = 0,
): string | null {
  const at = [...text.slice(0, end)].flatMap((ch, i) => (i >= start && table[ch] ? [i] : []));
  if (at.length === 0) return null;
  const i = pick(random, at);
  return text.slice(0, i) + table[text[i] as string] + text.slice(i + 1);
}

/** The public suffix, extended by a government second level the list lacks (`gov.md`). */
function effectiveSuffix(host: string): string {
  const suffix = getPublicSuffix(host) ?? "";
  const sld = /\.((?:gov|go|gob|gouv|govt|gv|gub|mil|ac|edu|nic|gc)\.[a-z]{2})$/.exec(host);
  return sld && (sld[1] as string).length > suffix.length ? (sld[1] as string) : suffix;
}

function firstLabelEnd(host: string): number {
  const suffix = getPublicSuffix(host) ?? "";
  return host.length - suffix.length - 1;
}

/** A name as the generated hosts write it: hyphenated when it has several words, else its plain fold. */
function written(name: string): string | undefined {
  const forms = domainForms(name);
  return forms.find((form) => form.includes("-")) ?? forms[0];
}

/** Every generated lookalike and combosquat, deterministic for a given registry. */
export function generateSamples(index: RegistryIndex, seed = 20261122): Sample[] {
  const random = seededRandom(seed);
  const samples: Sample[] = [];
  const add = (host: string | null, cls: string, iso2: string, from: string) => {
    if (host && host !== from) samples.push({ host, class: cls, iso2, from });
  };
  const targets = owners(index);
  const labelUse = new Map<string, number>();
  for (const { host } of targets) {
    const suffix = getPublicSuffix(host) ?? "";
    const label = host
      .slice(0, -suffix.length - 1)
      .split(".")
      .pop() as string;
    labelUse.set(label, (labelUse.get(label) ?? 0) + 1);
  }
  const bodyUse = new Map<string, number>();
  for (const { host } of targets) {
    const bare = host.replace(/^www\./, "");
    const joined = bare.slice(0, -effectiveSuffix(bare).length - 1).replace(/\./g, "");
    bodyUse.set(joined, (bodyUse.get(joined) ?? 0) + 1);
  }
  for (const { host, country } of targets) {
    const iso2 = country.iso2;
    const bare = host.replace(/^www\./, "");
    const { base, start, end } = registrableBase(host, labelUse);
    for (const op of TYPO_OPERATIONS) add(applyTypo(random, op, base, start, end), "typo", iso2, host);

    add(swapOne(random, bare, firstLabelEnd(bare), CYRILLIC), "homoglyph", iso2, host);
    add(swapOne(random, bare, firstLabelEnd(bare), GREEK), "homoglyph", iso2, host);
    add(swapOne(random, base, end, CYRILLIC, start), "homoglyph", iso2, host);
    const ascii = ASCII_LOOKALIKES.filter(([from]) => bare.slice(0, firstLabelEnd(bare)).includes(from));
    if (ascii.length > 0) {
      const [from, to] = pick(random, ascii);
      add(bare.replace(from, to), "homoglyph", iso2, host);
    }

    const suffix = effectiveSuffix(bare);
    const body = bare.slice(0, -suffix.length - 1);
    const tld = bare.slice(bare.lastIndexOf(".") + 1);
    if (bare.split(".").length >= 3 && tld.length === 2) {
      add(`${bare.slice(0, bare.lastIndexOf(".")).replace(/\./g, "-")}.${tld}`, "tld-swap", iso2, host);
      add(`${bare.slice(0, bare.lastIndexOf(".")).replace(/\./g, "")}.${tld}`, "tld-swap", iso2, host);
    }
    const joined = body.replace(/\./g, "");
    // A name other portals share (`evisa.mfa` for Armenia and Iran) imitates no single country.
    if (joined.length >= 8 && bodyUse.get(joined) === 1) {
      for (const other of ["com", "org", "net", "info", "online"]) {
        if (other !== suffix) add(`${joined}.${other}`, "tld-swap", iso2, host);
      }
      if (body.includes(".")) add(`${body.replace(/\./g, "-")}.com`, "tld-swap", iso2, host);
    }

    const dashed = bare.replace(/\./g, "-");
    add(
      `${bare}.${pick(random, ["apply-now", "secure-login", "online-form", "travel-portal"])}.com`,
      "embedding",
      iso2,
      host,
    );
    add(`${dashed}.com`, "embedding", iso2, host);
    add(`www-${dashed}.net`, "embedding", iso2, host);
    add(`${dashed}.us`, "embedding", iso2, host);
    add(`apply-${dashed}.org`, "embedding", iso2, host);
    add(`secure.${bare}.verify-id.info`, "embedding", iso2, host);
  }

  const demonymUse = new Map<string, number>();
  for (const country of index.snapshot.countries) {
    for (const d of new Set(country.demonyms.flatMap(domainForms)))
      demonymUse.set(d, (demonymUse.get(d) ?? 0) + 1);
  }
  for (const country of index.snapshot.countries) {
    const name = written(country.country);
    // A demonym several records share (Samoan, Indian, Congolese) names no single country.
    const demonym = country.demonyms
      .map(written)
      .filter((d) => d !== undefined && demonymUse.get(d) === 1)
      .at(-1);
    if (!name) continue;
    const iso2 = country.iso2;
    const joined = name.replace(/-/g, "");
    add(`${name}-evisa.com`, "combosquat-generated", iso2, country.country);
    add(`evisa-${name}.org`, "combosquat-generated", iso2, country.country);
    add(`${joined}visaonline.com`, "combosquat-generated", iso2, country.country);
    add(`apply-${name}-eta.com`, "combosquat-generated", iso2, country.country);
    add(`${name}-immigration-online.com`, "combosquat-generated", iso2, country.country);
    if (demonym) add(`${demonym}-visa.net`, "combosquat-generated", iso2, country.country);
  }

  for (const country of index.snapshot.countries) {
    for (const former of country.former_hosts) {
      add(former.host, "registry-list", country.iso2, "former_hosts");
      add(`www.${former.host}`, "registry-list", country.iso2, "former_hosts");
    }
    for (const named of country.known_unofficial) {
      add(named.host, "registry-list", country.iso2, "known_unofficial");
      add(`www.${named.host}`, "registry-list", country.iso2, "known_unofficial");
    }
  }
  return samples;
}
