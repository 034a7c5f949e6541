import type { Detector } from "./detector.ts";

/** The detectors the verdict runs, most specific first. */
export const defaultDetectors: readonly Detector[] = [];
