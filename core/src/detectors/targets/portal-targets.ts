import type { Portal } from "../../snapshot/record-schema.ts";
import type { RegistryData } from "../../snapshot/registry-index.ts";
import type { SnapshotCountry } from "../../snapshot/snapshot-schema.ts";
import { skeleton } from "../confusables/skeleton.ts";
import { type HashBits, hashBitsOf, hashLetters } from "../distance/letter-hash.ts";
import { type HostShape, shapeHost } from "../host/host-shape.ts";
import { domainForms } from "../lexicon/country-words.ts";
import { VISA_WORDS } from "../lexicon/visa-words.ts";

/** One official host with the one country it is attributed to. */
export interface PortalTarget {
  readonly host: string;
  readonly country: SnapshotCountry;
  readonly portal: Portal;
  readonly shape: HostShape;
}

/** Which part of a portal host a name stands for. */
export type NamePart = "host" | "body" | "label";

/** A comparable name of a portal host: `evisagovtr` (host), `estacbpdhs` (body), `indianvisaonline` (label). */
export interface PortalName {
  readonly name: string;
  readonly part: NamePart;
  readonly target: PortalTarget;
}

/**
 * The portal hosts with their owner: the only country that lists the host, or the one its `shared_by`
 * names (ESTA → United States). A portal shared by a group with no owner (ETIAS) imitates no single
 * country, so it is not a target (its fakes are still caught by the country and visa words).
 */
export function portalTargets(data: RegistryData): PortalTarget[] {
  const targets: PortalTarget[] = [];
  for (const [host, refs] of data.portalsByHost) {
    const owner = refs.length === 1 ? refs[0] : refs.find((r) => r.country.id === r.portal.shared_by);
    if (!owner) continue;
    targets.push({ host, country: owner.country, portal: owner.portal, shape: shapeHost(host) });
  }
  return targets;
}

/** Shortest whole-host name worth looking for (`govuk` for www.gov.uk, `smfst` for smf.st). */
export const MIN_NAME = 5;

const GENERIC = new Set(VISA_WORDS.map((w) => w.replace(/-/g, "")));

/**
 * The names of each target worth comparing. The whole host always is; its body and registrable label
 * only when distinctive: they hold the country's own name or a visa word (`etakenya`, `laoevisa`) or are
 * long (`xuatnhapcanh`), and are not a bare word (`immigration`, `canada`) that ordinary sites use.
 */
export function portalNames(targets: readonly PortalTarget[]): PortalName[] {
  const candidates: PortalName[] = [];
  for (const target of targets) {
    const { shape } = target;
    if (shape.hostCompact.length >= MIN_NAME)
      candidates.push({ name: shape.hostCompact, part: "host", target });
    // A body of two or more labels (`ceac.state`, `consular.mfa`) is a name of its own once joined.
    const joinedLabels = shape.body.includes(".") && shape.bodyCompact.length >= 8;
    if (joinedLabels || distinctive(shape.bodyCompact, target.country)) {
      candidates.push({ name: shape.bodyCompact, part: "body", target });
    }
    if (shape.labelCompact !== shape.bodyCompact && distinctive(shape.labelCompact, target.country)) {
      candidates.push({ name: shape.labelCompact, part: "label", target });
    }
  }
  // A name two countries share (`vfsevisa` for Brazil and Suriname) attributes to neither.
  const owners = new Map<string, Set<string>>();
  for (const c of candidates) owners.set(c.name, (owners.get(c.name) ?? new Set()).add(c.target.country.id));
  return candidates.filter((c) => owners.get(c.name)?.size === 1);
}

/** Names several countries' portals share (`evisamfa`, `evisagov`): they point to no single country. */
export function sharedNames(targets: readonly PortalTarget[]): Set<string> {
  const owners = new Map<string, Set<string>>();
  for (const { shape, country } of targets) {
    for (const name of [shape.hostCompact, shape.bodyCompact, shape.labelCompact]) {
      owners.set(name, (owners.get(name) ?? new Set()).add(country.id));
    }
  }
  return new Set([...owners].filter(([name, ids]) => ids.size > 1 && name.length >= 3).map(([name]) => name));
}

function distinctive(name: string, country: SnapshotCountry): boolean {
  if (name.length < 6 || GENERIC.has(name)) return false;
  const own = [country.country, ...country.names, ...country.aliases, ...country.demonyms]
    .flatMap(domainForms)
    .map((w) => w.replace(/-/g, ""));
  if (own.includes(name)) return false;
  if (name.length >= 12) return true;
  // Abbreviations count inside a portal's own name (`bviedcard`); elsewhere they are too short.
  const abbreviations = country.aliases.flatMap(domainForms).filter((w) => w.length === 3);
  return (
    own.some((w) => w.length >= 4 && name.includes(w)) ||
    abbreviations.some((w) => name.startsWith(w)) ||
    [...GENERIC].some((w) => w.length >= 3 && name.includes(w))
  );
}

/** Exact lookups of portal names, by the plain name and by its TR39 skeleton. */
export interface NameIndex {
  readonly plain: ReadonlyMap<string, readonly PortalName[]>;
  readonly skeletons: ReadonlyMap<string, readonly PortalName[]>;
  /** Every prefix of every name (plain and skeleton), so a run of labels that leads nowhere stops early. */
  readonly prefixes: ReadonlySet<string>;
  /** Letter hashes of the plain names and of every prefix: the cheap first test of a host part. */
  readonly hashes: HashBits;
  readonly prefixHashes: HashBits;
  readonly longest: number;
}

export function buildNameIndex(names: readonly PortalName[]): NameIndex {
  const plain = new Map<string, PortalName[]>();
  const skeletons = new Map<string, PortalName[]>();
  let longest = 0;
  for (const n of names) {
    plain.set(n.name, [...(plain.get(n.name) ?? []), n]);
    const sk = skeleton(n.name);
    skeletons.set(sk, [...(skeletons.get(sk) ?? []), n]);
    longest = Math.max(longest, n.name.length, sk.length);
  }
  const prefixes = new Set<string>();
  for (const name of [...plain.keys(), ...skeletons.keys()]) {
    for (let i = 1; i <= name.length; i++) prefixes.add(name.slice(0, i));
  }
  const hashes = hashBitsOf([...plain.keys()].map((name) => hashLetters(name)));
  const prefixHashes = hashBitsOf([...prefixes].map((prefix) => hashLetters(prefix)));
  return { plain, skeletons, prefixes, hashes, prefixHashes, longest };
}
