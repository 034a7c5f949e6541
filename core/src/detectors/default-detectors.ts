import { confusableDetector } from "./confusable-detector.ts";
import { countryVisaDetector } from "./country-visa-detector.ts";
import type { Detector } from "./detector.ts";
import { embeddedTargetDetector } from "./embedded-target-detector.ts";
import { registryListsDetector } from "./registry-lists-detector.ts";
import { tldSwapDetector } from "./tld-swap-detector.ts";
import { typoDetector } from "./typo-detector.ts";

/**
 * The detectors the verdict runs, most specific first: the registry's own lists, then near-copies of a
 * portal host (homoglyph, other suffix, embedded name, typo), then visa-themed use of a country's name.
 */
export const defaultDetectors: readonly Detector[] = [
  registryListsDetector,
  confusableDetector,
  tldSwapDetector,
  embeddedTargetDetector,
  typoDetector,
  countryVisaDetector,
];
