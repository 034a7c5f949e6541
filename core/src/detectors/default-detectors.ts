import { confusableDetector } from "./confusable-detector.ts";
import { countryVisaDetector } from "./country-visa-detector.ts";
import type { Detector } from "./detector.ts";
import { embeddedTargetDetector } from "./embedded-target-detector.ts";
import { tldSwapDetector } from "./tld-swap-detector.ts";
import { typoDetector } from "./typo-detector.ts";

/**
 * The detectors the verdict runs, most specific first: near-copies of a portal host (homoglyph, other
 * suffix, embedded name, typo), then visa-themed use of a country's name or programme, or of visa words
 * alone. The registry's own lists (partners, former and named hosts) are answered before any of them.
 */
export const defaultDetectors: readonly Detector[] = [
  confusableDetector,
  tldSwapDetector,
  embeddedTargetDetector,
  typoDetector,
  countryVisaDetector,
];
