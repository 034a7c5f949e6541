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
      // The portal's own body under another second level of its country's code: `eta.org.lk` for
      // eta.gov.lk. Only that country's registry sells such names, and none but the portal needs this one.
      const sibling = host.suffix.includes(".")
        ? context.governmentBodies.get(`${host.body} ${host.tld}`)
        : undefined;
      if (sibling && sibling.shape.suffix !== host.suffix)
        return lookalike(
          sibling,
          "tld-swap",
          `the same name under .${host.suffix} instead of .${sibling.shape.suffix}`,
        );
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
