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
    // `shape.suffix` already carries government second levels the public suffix list lacks (`gov.vu`).
    if (protectedSuffixes.has(shape.suffix) || protectedSuffixes.has(shape.tld)) return true;
    if (shape.label === "") return false;
    const host = shape.ascii;
    return protectedDomains.has(host.slice(host.length - shape.suffix.length - shape.label.length - 1));
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
