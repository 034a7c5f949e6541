import type { Detector } from "./detector.ts";
import { shapeOf } from "./host/host-shape.ts";
import { lookalike } from "./targets/lookalike-detection.ts";
import { findPlainSwap } from "./targets/name-match.ts";
import { portalContext } from "./targets/portal-context.ts";

/**
 * A portal's name under another suffix or with its dots turned into hyphens: `evisa-gov.tr`,
 * `etakenya.com`, `indianvisaonline.org`. Three map lookups per host.
 */
export const tldSwapDetector: Detector = {
  name: "tld-swap",
  prepare(data) {
    const context = portalContext(data);
    return (host) => {
      const shape = shapeOf(host);
      if (context.guard.protects(shape)) return null;
      const hit = findPlainSwap(shape, context.names);
      if (!hit) return null;
      const real = hit.name.target.shape;
      const how =
        hit.how === "same-letters"
          ? "the same letters, with its dots and hyphens moved"
          : `the same name under .${shape.suffix} instead of .${real.suffix}`;
      return lookalike(hit.name.target, "tld-swap", how);
    };
  },
};
