import type { Detector } from "./detector.ts";
import { shapeOf } from "./host/host-shape.ts";
import { lookalike } from "./targets/lookalike-detection.ts";
import { findPlainEmbedded } from "./targets/name-match.ts";
import { portalContext } from "./targets/portal-context.ts";

/**
 * A portal's name carried inside another domain, whose owner is whoever registered the rest:
 * `evisa.gov.tr.apply-now.com`, `evisa-gov-tr.com`, `www-evisa-gov-tr.net`, `esta-cbp-dhs-gov.us`.
 */
export const embeddedTargetDetector: Detector = {
  name: "embedded-target",
  prepare(data) {
    const context = portalContext(data);
    return (host) => {
      const shape = shapeOf(host);
      if (context.guard.protects(shape)) return null;
      const hit = findPlainEmbedded(shape, context.names);
      if (!hit) return null;
      const owner = shape.label === "" ? shape.ascii : `${shape.label}.${shape.suffix}`;
      return lookalike(
        hit.name.target,
        "embedded-target",
        `its name is written inside another address, ${owner}`,
      );
    };
  },
};
