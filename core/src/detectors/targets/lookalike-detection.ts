import { imitatesSentence, portalPhrase } from "../../sentences/sentences.ts";
import type { Detection, Reason } from "../detector.ts";
import type { PortalTarget } from "./portal-targets.ts";

/** A lookalike verdict naming the imitated host, with the traveller's sentence saying how. */
export function lookalike(
  target: PortalTarget,
  code: string,
  how: string,
  extra: readonly Reason[] = [],
): Detection {
  const phrase = portalPhrase(target.host, target.country, target.portal);
  return {
    kind: "lookalike",
    country: target.country,
    imitates: target.host,
    reasons: [{ code, message: imitatesSentence(phrase, how) }, ...extra],
  };
}
