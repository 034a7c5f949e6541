import type { HostShape } from "../host/host-shape.ts";
import type { PortalName } from "./portal-targets.ts";

/** How a host carries a portal's name. */
export type HitClass = "same-letters" | "other-suffix" | "embedded";

export interface NameHit {
  readonly name: PortalName;
  readonly how: HitClass;
}

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
): NameHit | null {
  const whole = single(names.get(shape.hostCompact));
  if (whole && whole.part === "host" && whole.target.host !== shape.ascii)
    return { name: whole, how: "same-letters" };
  for (const key of [shape.bodyCompact, shape.labelCompact]) {
    const hit = single(names.get(key));
    if (hit && hit.part !== "host" && hit.target.shape.suffix !== shape.suffix)
      return { name: hit, how: "other-suffix" };
  }
  return null;
}

/**
 * The portal's name as a run of whole labels or hyphen-separated words inside a longer address:
 * `evisa.gov.tr.apply-now.com`, `www-evisa-gov-tr.net`, `esta-cbp-dhs-gov.us`.
 */
export function findEmbedded(
  shape: HostShape,
  names: ReadonlyMap<string, readonly PortalName[]>,
  longest: number,
): NameHit | null {
  const host = shape.ascii.startsWith("www.") ? shape.ascii.slice(4) : shape.ascii;
  const tokens = host.split(/[.-]/);
  if (tokens[0] === "www") tokens.shift();
  for (let i = 0; i < tokens.length; i++) {
    let run = "";
    for (let j = i; j < tokens.length; j++) {
      run += tokens[j];
      if (run.length > longest) break;
      if (run.length < 6) continue;
      const hit = single(names.get(run));
      if (hit && !(i === 0 && j === tokens.length - 1)) return { name: hit, how: "embedded" };
    }
  }
  return null;
}
