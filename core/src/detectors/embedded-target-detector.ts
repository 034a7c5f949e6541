import type { Detector } from "./detector.ts";
import { lookalike } from "./targets/lookalike-detection.ts";
import { findEmbedded } from "./targets/name-match.ts";

/**
 * A portal's name carried inside another domain, whose owner is whoever registered the rest:
 * `evisa.gov.tr.apply-now.com`, `evisa-gov-tr.com`, `www-evisa-gov-tr.net`, `esta-cbp-dhs-gov.us`.
 */
export const embeddedTargetDetector: Detector = {
  name: "embedded-target",
  create(context) {
    return (host) => {
      if (context.guard(host)) return null;
      const hit = findEmbedded(host, context.names, context.namePrefixes);
      if (!hit) return null;
      const owner = host.domain === "" ? host.ascii : host.domain;
      return lookalike(
        hit.name.target,
        "embedded-target",
        `its name is written inside another address, ${owner}`,
      );
    };
  },
};
