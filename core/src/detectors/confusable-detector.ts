import { describeHost, type HostDescription } from "../host/host-description.ts";
import { mixedScriptSentence } from "../sentences/sentences.ts";
import { foldAscii, mayBeConfusable, scriptsOf, skeleton } from "./confusables/skeleton.ts";
import type { Detection, Detector, Reason } from "./detector.ts";
import { lookalike } from "./targets/lookalike-detection.ts";
import { findEmbedded, findSwap } from "./targets/name-match.ts";
import type { PortalTarget } from "./targets/portal-targets.ts";

function mixedScriptReasons(unicodeHost: string): Reason[] {
  for (const label of unicodeHost.split(".")) {
    const scripts = scriptsOf(label);
    if (scripts.length > 1) return [{ code: "mixed-script", message: mixedScriptSentence(scripts) }];
  }
  return [];
}

/** The lookalike verdict, with its sentences built only once a host is caught. */
function homoglyph(target: PortalTarget, host: HostDescription): Detection {
  const how = /[^\x20-\x7e]/.test(host.unicode)
    ? "some of its letters are look-alike characters from another alphabet"
    : "a digit or letter pair stands in for a letter (0 for o, 1 for l, rn for m, vv for w)";
  return lookalike(target, "confusable", how, mixedScriptReasons(host.unicode));
}

/**
 * IDN and ASCII homoglyphs: the host's Unicode TR39 skeleton equals a portal host's (`еvisa.gov.tr` in
 * Cyrillic, `evisa.g0v.tr`, `rn` for `m`), or carries a portal name once folded. Whole-script Cyrillic
 * or Greek lookalikes fold the same way; mixed-script labels get an extra reason.
 */
export const confusableDetector: Detector = {
  name: "confusable",
  create(context) {
    return (host) => {
      if (!mayBeConfusable(host.unicode)) return null;
      const folded = skeleton(host.unicode);
      // Nothing folded: the host holds no stand-in, so it can only equal a portal by being one.
      if (folded === host.ascii) return null;
      const labels = folded.split(".");
      const written = host.ascii.split(".");
      for (let i = 0; i < labels.length - 1; i++) {
        const tail = labels.slice(i).join(".");
        const target = context.hostSkeletons.get(tail);
        // The stand-in must be in the part that copies the portal host (`apply.evisa.g0v.tr`), not before
        // it: `www.cornwall.gov.uk` folds to `www.comwall.gov.uk`, which ends with `gov.uk` (www.gov.uk),
        // but its own `gov.uk` is written so, and the council's host is under the government's suffix.
        if (target && written.slice(i).join(".") !== tail) return homoglyph(target, host);
      }
      const shape = describeHost({ ascii: folded, unicode: host.unicode });
      if (context.guard(shape)) return null;
      const hit =
        findSwap(shape, context.skeletonNames, foldAscii) ??
        findEmbedded(shape, context.skeletonNames, context.namePrefixes, foldAscii);
      if (!hit) return null;
      // The plain letters must differ from the name, or this is an ordinary swap the next detectors name.
      if (host.ascii.replace(/[.-]/g, "").includes(hit.name.name)) return null;
      return homoglyph(hit.name.target, host);
    };
  },
};
