import { describe, expect, it } from "vitest";
import { describeHost } from "../../host/host-description.ts";
import { detectorIndex } from "../detector-test-registry.ts";
import { buildPrecisionGuard, governmentSuffixes } from "./precision-guards.ts";

const guard = buildPrecisionGuard(
  governmentSuffixes(detectorIndex.snapshot.countries),
  detectorIndex.portalsByHost,
);
const protects = (host: string) => guard(describeHost({ ascii: host, unicode: host }));

describe("the precision guard", () => {
  it.each([
    // government suffixes of every registry country, listed or not in the public suffix list
    "evisa.gov.tr",
    "visa.go.ke",
    "anything.gov.in",
    "immigration.gov.ng",
    "immigration.gov.td",
    "www.gov.uk",
    "foo.gouv.fr",
    "uscis.gov",
    "indiana.edu",
    // the portals' own registrable domains: only their owners can add names there
    "travel.state.gov",
    "cbp.dhs.gov",
    "other.europa.eu",
    // the allowlist
    "usa.visa.com",
    "visas-de.tlscontact.com",
  ])("protects %s", (host) => {
    expect(protects(host)).toBe(true);
  });

  it.each([
    "evisa-gov.tr",
    "gov-tr.com",
    "etakenya.com",
    "visa-com.net",
    "govtr.example",
    "eta.gov.uk.com",
    "gov.example",
  ])("does not protect %s", (host) => {
    expect(protects(host)).toBe(false);
  });
});
