import type { Reason } from "../verdict/verification-result.ts";
import { foldAscii, mayBeConfusable, scriptsOf, skeleton } from "./confusables/skeleton.ts";
import { mixedScriptSentence } from "./detection-sentences.ts";
import type { Detection, Detector } from "./detector.ts";
import { shapeHost } from "./host/host-shape.ts";
import { lookalike } from "./targets/lookalike-detection.ts";
import { findEmbedded, findSwap } from "./targets/name-match.ts";
import { portalContext } from "./targets/portal-context.ts";
import type { PortalTarget } from "./targets/portal-targets.ts";

function mixedScriptReasons(unicodeHost: string): Reason[] {
  // ASCII letters are all Latin: only a host with other characters can mix scripts.
  let ascii = true;
  for (let i = 0; i < unicodeHost.length && ascii; i++) ascii = unicodeHost.charCodeAt(i) < 0x80;
  if (ascii) return [];
  for (const label of unicodeHost.split(".")) {
    const scripts = scriptsOf(label);
    if (scripts.length > 1) return [{ code: "mixed-script", message: mixedScriptSentence(scripts) }];
  }
  return [];
}

/** The lookalike verdict, with its sentences built only once a host is caught. */
function homoglyph(target: PortalTarget, unicodeHost: string): Detection {
  const how = /[^\x20-\x7e]/.test(unicodeHost)
    ? "some of its letters are look-alike characters from another alphabet"
    : "a digit or letter pair stands in for a letter (0 for o, 1 for l, rn for m, vv for w)";
  return lookalike(target, "confusable", how, mixedScriptReasons(unicodeHost));
}

/**
 * IDN and ASCII homoglyphs: the host's Unicode TR39 skeleton equals a portal host's (`еvisa.gov.tr` in
 * Cyrillic, `evisa.g0v.tr`, `rn` for `m`), or carries a portal name once folded. Whole-script Cyrillic
 * or Greek lookalikes fold the same way; mixed-script labels get an extra reason.
 */
export const confusableDetector: Detector = {
  name: "confusable",
  prepare(data) {
    const context = portalContext(data);
    return (host) => {
      if (!mayBeConfusable(host.unicode)) return null;
      const folded = skeleton(host.unicode);
      // Nothing folded: the host holds no stand-in, so it can only equal a portal by being one.
      if (folded === host.ascii) return null;
      let suffix = folded;
      for (;;) {
        const target = context.hostSkeletons.get(suffix);
        if (target) return homoglyph(target, host.unicode);
        const dot = suffix.indexOf(".");
        if (dot < 0) break;
        suffix = suffix.slice(dot + 1);
      }
      const shape = shapeHost(folded, host.unicode);
      if (context.guard.protects(shape)) return null;
      const hit =
        findSwap(shape, context.names.skeletons, foldAscii) ??
        findEmbedded(shape, context.names.skeletons, context.names.prefixes, foldAscii);
      if (!hit) return null;
      // The plain letters must differ from the name, or this is an ordinary swap the next detectors name.
      if (host.ascii.replace(/[.-]/g, "").includes(hit.name.name)) return null;
      return homoglyph(hit.name.target, host.unicode);
    };
  },
};
