import type { Reason } from "../../verdict/verification-result.ts";
import { imitatesSentence, portalPhrase } from "../detection-sentences.ts";
import type { Detection } from "../detector.ts";
import type { PortalTarget } from "./portal-targets.ts";

// "evisa.gov.tr, Türkiye's official e-Visa portal" is the same for every lookalike of a target.
const phrases = new WeakMap<PortalTarget, string>();

/** A lookalike verdict naming the imitated host, with the traveller's sentence saying how. */
export function lookalike(
  target: PortalTarget,
  code: string,
  how: string,
  extra: readonly Reason[] = [],
): Detection {
  let phrase = phrases.get(target);
  if (phrase === undefined) {
    phrase = portalPhrase(target.host, target.country, target.portal);
    phrases.set(target, phrase);
  }
  return {
    kind: "lookalike",
    country: target.country,
    imitates: target.host,
    reasons: [{ code, message: imitatesSentence(phrase, how) }, ...extra],
  };
}
