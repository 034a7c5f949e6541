import { buildCountryLookup, type CountryLookup } from "../country/country-lookup.ts";
import { defaultDetectors } from "../detectors/default-detectors.ts";
import { buildDetectionContext } from "../detectors/detection-context.ts";
import type { Detector } from "../detectors/detector.ts";
import type { PreparedDetection } from "../detectors/prepared-detection.ts";
import { buildPortalIndex } from "../snapshot/portal-index.ts";
import { registryRoles } from "../snapshot/registry-roles.ts";
import type { Snapshot } from "../snapshot/snapshot-schema.ts";
import { judge, type Verifier } from "./verify.ts";

/**
 * Builds the verifier of a snapshot: the portal index, the registry's roles, the country lookup, and
 * each detector created from one explicitly built detection context. `prepared` (`prepareDetection` of
 * this snapshot, made at build time) spares the costly part of that context; one made from another
 * snapshot is ignored, and the verdicts are the same either way.
 */
export function createVerifier(
  snapshot: Snapshot,
  detectors: readonly Detector[] = defaultDetectors,
  prepared?: PreparedDetection,
): Verifier {
  const portalsByHost = buildPortalIndex(snapshot);
  const context = buildDetectionContext(snapshot, portalsByHost, prepared);
  // Country names are read only when a country is asked for: a service worker that judges hosts alone
  // never builds them.
  let lookup: CountryLookup | undefined;
  const verifier: Verifier = {
    snapshot,
    portalsByHost,
    roles: registryRoles(snapshot),
    get lookup() {
      lookup ??= buildCountryLookup(snapshot.countries);
      return lookup;
    },
    detectors: detectors.map((d) => ({ name: d.name, detect: d.create(context) })),
    verify: (input, options = {}) => judge(verifier, input, options),
  };
  return verifier;
}
