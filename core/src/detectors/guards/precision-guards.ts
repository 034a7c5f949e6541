import { getDomain } from "tldts";
import type { RegistryData } from "../../snapshot/registry-index.ts";
import type { HostShape } from "../host/host-shape.ts";
import { BENIGN_DOMAINS, GOVERNMENT_LABELS, GOVERNMENT_TLDS } from "./benign-domains.ts";

/** Decides which hosts no lookalike or impersonation verdict may touch. */
export interface PrecisionGuard {
  /** True for a government suffix the registry's countries use, a portal's own domain, or the allowlist. */
  readonly protects: (shape: HostShape) => boolean;
}

/**
 * Chromium never calls a host under a government suffix a lookalike: nobody but that government can
 * register there. We protect every government suffix of every registry country, the registrable domains
 * of the portals themselves (their owners run them), and a short benign allowlist.
 */
export function buildPrecisionGuard(data: RegistryData): PrecisionGuard {
  const protectedSuffixes = new Set<string>(GOVERNMENT_TLDS);
  for (const country of data.snapshot.countries) {
    // The United Kingdom's country code domain is .uk, not .gb.
    const codes = country.iso2 === "GB" ? ["gb", "uk"] : [country.iso2.toLowerCase()];
    for (const cc of codes) for (const label of GOVERNMENT_LABELS) protectedSuffixes.add(`${label}.${cc}`);
  }
  const protectedDomains = new Set<string>(BENIGN_DOMAINS);
  for (const host of data.portalsByHost.keys()) {
    const domain = getDomain(host);
    if (domain) protectedDomains.add(domain);
  }
  // Every detector asks about the same host in one verdict: answer once.
  let lastShape: HostShape | null = null;
  let lastAnswer = false;
  const decide = (shape: HostShape): boolean => {
    const host = shape.ascii;
    const last = host.lastIndexOf(".");
    if (last < 0) return false;
    if (protectedSuffixes.has(host.slice(last + 1))) return true;
    const second = host.lastIndexOf(".", last - 1);
    const lastTwo = host.slice(second + 1);
    if (protectedSuffixes.has(lastTwo) || protectedDomains.has(lastTwo)) return true;
    if (shape.label === "") return false;
    const registrable = `${shape.label}.${shape.suffix}`;
    return protectedDomains.has(registrable) || protectedSuffixes.has(shape.suffix);
  };
  return {
    protects(shape) {
      if (shape !== lastShape) {
        lastAnswer = decide(shape);
        lastShape = shape;
      }
      return lastAnswer;
    },
  };
}
