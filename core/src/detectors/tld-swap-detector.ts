import type { Detector } from "./detector.ts";
import { lookalike } from "./targets/lookalike-detection.ts";
import { findSwap } from "./targets/name-match.ts";

/**
 * A portal's name under another suffix or with its dots turned into hyphens: `evisa-gov.tr`,
 * `etakenya.com`, `indianvisaonline.org`. Three map lookups per host.
 */
export const tldSwapDetector: Detector = {
  name: "tld-swap",
  create(context) {
    return (host) => {
      if (context.guard(host)) return null;
      const hit = findSwap(host, context.names);
      if (!hit) return null;
      const real = hit.name.target.shape;
      const how =
        hit.how === "same-letters"
          ? "the same letters, with its dots and hyphens moved"
          : `the same name under .${host.suffix} instead of .${real.suffix}`;
      return lookalike(hit.name.target, "tld-swap", how);
    };
  },
};
