import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import type { DetectionContext } from "./detection-context.ts";
import type { Detector } from "./detector.ts";
import { codeBesideVisa } from "./reading/code-beside-visa.ts";
import { read } from "./reading/reading.ts";
import { lookalike } from "./targets/lookalike-detection.ts";
import { findEmbedded } from "./targets/name-match.ts";
import { ordinaryName, ordinaryWordList } from "./targets/ordinary-names.ts";
import type { PortalName } from "./targets/portal-targets.ts";

/**
 * Whether the host's words name a country other than the portal's, or another country's programme. A
 * portal name made of ordinary words (`etagov` of eta.gov.lk, `e-arrivalcard` of Korea's arrival card)
 * written beside another country (`uk-eta-gov.com`, `k-eta-gov.com`, `thailand-e-arrivalcard.com`) says
 * what the host sells for that country, which the country-and-visa detector then reads: no copy of Sri
 * Lanka's or Korea's portal, whose warning would send the traveller to the wrong country.
 */
function namesAnotherCountry(context: DetectionContext, body: string, name: PortalName): boolean {
  const another = (country: SnapshotCountry | null) => country !== null && country !== name.target.country;
  const reading = read(context, body);
  if ([...reading.countries, ...reading.visas].some((found) => another(found.country))) return true;
  // A code that is also an everyday word (`ca`, `can`) is no word of the reading, yet beside the visa word
  // it names its country (`ca-eta-gov.com`: Canada's eTA).
  const code = codeBesideVisa(context.apartCodes, context.words, body);
  return code !== undefined && another(code.country);
}

/**
 * A portal's name carried inside another domain, whose owner is whoever registered the rest:
 * `evisa.gov.tr.apply-now.com`, `evisa-gov-tr.com`, `www-evisa-gov-tr.net`, `esta-cbp-dhs-gov.us`.
 */
export const embeddedTargetDetector: Detector = {
  name: "embedded-target",
  create(context) {
    const ordinaryWords = ordinaryWordList();
    // Asked only of names found in a host, each once: most verifiers never need more than a few.
    const ordinary = new Map<PortalName, boolean>();
    const isOrdinary = (name: PortalName) => {
      const known = ordinary.get(name);
      if (known !== undefined) return known;
      const answer = ordinaryName(ordinaryWords, name);
      ordinary.set(name, answer);
      return answer;
    };
    return (host) => {
      if (context.guard(host)) return null;
      const hit = findEmbedded(host, context.names, context.namePrefixes);
      if (!hit) return null;
      if (isOrdinary(hit.name) && namesAnotherCountry(context, host.body, hit.name)) return null;
      const owner = host.domain === "" ? host.ascii : host.domain;
      return lookalike(
        hit.name.target,
        "embedded-target",
        `its name is written inside another address, ${owner}`,
      );
    };
  },
};
