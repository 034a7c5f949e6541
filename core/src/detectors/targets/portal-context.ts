import type { RegistryData } from "../../snapshot/registry-index.ts";
import { skeleton } from "../confusables/skeleton.ts";
import { buildDeletionIndex, type DeletionIndex } from "../distance/deletion-index.ts";
import { buildPrecisionGuard, type PrecisionGuard } from "../guards/precision-guards.ts";
import {
  buildNameIndex,
  type NameIndex,
  type PortalName,
  type PortalTarget,
  portalNames,
  portalTargets,
  sharedNames,
} from "./portal-targets.ts";

/** Everything the portal-name detectors share, built once per registry. */
export interface PortalContext {
  readonly targets: readonly PortalTarget[];
  readonly names: NameIndex;
  readonly typos: DeletionIndex<PortalName>;
  /** Skeleton of each portal host → its target, for homoglyphs of the exact host. */
  readonly hostSkeletons: ReadonlyMap<string, PortalTarget>;
  readonly guard: PrecisionGuard;
  /** Names several countries share: a host named so imitates no single portal. */
  readonly shared: ReadonlySet<string>;
}

/** Names shorter than this are never matched by edit distance (`evisa`, `hayyaqa` would match too much). */
export const MIN_TYPO_LENGTH = 8;
/** Names this long may be two edits away. */
export const TWO_EDITS_FROM = 14;

const contexts = new WeakMap<RegistryData, PortalContext>();

/** The shared context of a registry: each detector's `prepare` asks for it, the first one builds it. */
export function portalContext(data: RegistryData): PortalContext {
  const known = contexts.get(data);
  if (known) return known;
  const targets = portalTargets(data);
  const names = portalNames(targets);
  const hostSkeletons = new Map<string, PortalTarget>();
  for (const target of targets) {
    hostSkeletons.set(skeleton(target.host), target);
    // `gоv.uk` (Cyrillic о) imitates www.gov.uk as much as `www.gоv.uk` does.
    if (target.host.startsWith("www.")) hostSkeletons.set(skeleton(target.host.slice(4)), target);
  }
  const context: PortalContext = {
    targets,
    names: buildNameIndex(names),
    typos: buildDeletionIndex(
      names
        .filter((n) => n.name.length >= MIN_TYPO_LENGTH - (n.part === "host" ? 1 : 0))
        .map((n) => [n.name, n] as [string, PortalName]),
      TWO_EDITS_FROM,
    ),
    hostSkeletons,
    guard: buildPrecisionGuard(data),
    shared: sharedNames(targets),
  };
  contexts.set(data, context);
  return context;
}
