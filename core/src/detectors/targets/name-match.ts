import { HASH_BASE, mayHave } from "../distance/letter-hash.ts";
import { compact, type HostShape } from "../host/host-shape.ts";
import { MIN_NAME, type NameIndex, type PortalName } from "./portal-targets.ts";

const DOT = 46;
const HYPHEN = 45;

/** How a host carries a portal's name. */
export type HitClass = "same-letters" | "other-suffix" | "embedded";

export interface NameHit {
  readonly name: PortalName;
  readonly how: HitClass;
}

const same = (joined: string) => joined;

function single(list: readonly PortalName[] | undefined): PortalName | null {
  if (!list || list.length === 0) return null;
  const first = list[0] as PortalName;
  return list.every((n) => n.target.country === first.target.country) ? first : null;
}

/**
 * The portal's name as the whole address under another shape: the same letters with dots and hyphens
 * moved (`evisa-gov.tr`), or its body or label under another suffix (`indianvisaonline.org`).
 */
export function findSwap(
  shape: HostShape,
  names: ReadonlyMap<string, readonly PortalName[]>,
  key: (joined: string) => string = same,
): NameHit | null {
  const whole = single(names.get(key(shape.hostCompact)));
  if (whole && whole.part === "host" && whole.target.host !== shape.ascii)
    return { name: whole, how: "same-letters" };
  for (const joined of [shape.bodyCompact, shape.labelCompact]) {
    const hit = single(names.get(key(joined)));
    if (hit && hit.part !== "host" && hit.target.shape.suffix !== shape.suffix)
      return { name: hit, how: "other-suffix" };
  }
  return null;
}

/**
 * `findSwap` on the plain names, with the host's letter hashes checked against the names' first: most
 * hosts are answered without building a compact string or probing the map.
 */
export function findPlainSwap(shape: HostShape, names: NameIndex): NameHit | null {
  const { hashes } = names;
  if (
    !mayHave(hashes, shape.hostHash) &&
    !mayHave(hashes, shape.bodyHash) &&
    !mayHave(hashes, shape.labelHash)
  )
    return null;
  return findSwap(shape, names.plain);
}

/**
 * The portal's name as a run of whole labels or hyphen-separated words inside a longer address:
 * `evisa.gov.tr.apply-now.com`, `www-evisa-gov-tr.net`, `esta-cbp-dhs-gov.us`.
 */
export function findEmbedded(
  shape: HostShape,
  names: ReadonlyMap<string, readonly PortalName[]>,
  prefixes: ReadonlySet<string>,
  key: (joined: string) => string = same,
): NameHit | null {
  const host = shape.ascii;
  const n = host.length;
  // Walk the host's words (between dots and hyphens) without splitting it into an array.
  let start = host.startsWith("www.") || host.startsWith("www-") ? 4 : 0;
  const firstStart = start;
  while (start < n) {
    let run = "";
    let from = start;
    let nextStart = -1;
    while (from < n) {
      let to = from;
      while (to < n && host[to] !== "." && host[to] !== "-") to++;
      run += host.slice(from, to);
      if (nextStart < 0) nextStart = to + 1;
      // No portal name starts so: longer runs from here cannot match either.
      const keyed = key(run);
      if (!prefixes.has(keyed)) break;
      if (keyed.length >= MIN_NAME) {
        const hit = single(names.get(keyed));
        if (hit && !(start === firstStart && to === n)) return { name: hit, how: "embedded" };
      }
      from = to + 1;
    }
    start = nextStart;
  }
  return null;
}

/**
 * `findEmbedded` on the plain names, walking letter hashes instead of joined strings: a run whose hash
 * is no name prefix's stops (a hash collision only walks further), and a string is built only for a run
 * whose hash is a name's, to confirm it.
 */
export function findPlainEmbedded(shape: HostShape, names: NameIndex): NameHit | null {
  const host = shape.ascii;
  const n = host.length;
  let start = host.startsWith("www.") || host.startsWith("www-") ? 4 : 0;
  const firstStart = start;
  while (start < n) {
    let hash = 0;
    let letters = 0;
    let from = start;
    let nextStart = -1;
    while (from < n) {
      let to = from;
      for (; to < n; to++) {
        const code = host.charCodeAt(to);
        if (code === DOT || code === HYPHEN) break;
        hash = (Math.imul(hash, HASH_BASE) + code) | 0;
      }
      letters += to - from;
      if (nextStart < 0) nextStart = to + 1;
      if (!mayHave(names.prefixHashes, hash)) break;
      if (letters >= MIN_NAME && mayHave(names.hashes, hash)) {
        const run = compact(host.slice(start, to));
        if (!names.prefixes.has(run)) break;
        const hit = single(names.plain.get(run));
        if (hit && !(start === firstStart && to === n)) return { name: hit, how: "embedded" };
      }
      from = to + 1;
    }
    start = nextStart;
  }
  return null;
}
