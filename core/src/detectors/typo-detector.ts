/// <reference path="./distance/damerau-levenshtein.d.ts" />
import damerauLevenshtein from "damerau-levenshtein";
import type { Detector } from "./detector.ts";
import { describeEdit } from "./distance/edit-description.ts";
import { lookalike } from "./targets/lookalike-detection.ts";
import type { PortalName } from "./targets/portal-targets.ts";
import { MIN_TYPO_LENGTH, TWO_EDITS_FROM, typoCandidates } from "./targets/typo-index.ts";

/** Which portal names a part of the typed host may be compared with. */
type Compare = "whole-host" | "body" | "label";

/**
 * Chromium's edit-distance false positives: only trailing digits differ, or only the first letter of a
 * short name (`jumble`/`bumble`).
 */
function likelyFalsePositive(typed: string, real: string): boolean {
  const firstOnly = typed.length === real.length && typed[0] !== real[0] && typed.slice(1) === real.slice(1);
  if (firstOnly && real.length < 10) return true;
  return typed.replace(/\d+$/, "") === real.replace(/\d+$/, "");
}

/** Edits allowed for a name: one from six letters, two from fourteen. */
function allowed(length: number): number {
  if (length >= TWO_EDITS_FROM) return 2;
  return length >= MIN_TYPO_LENGTH ? 1 : 0;
}

interface Best {
  name: PortalName;
  typed: string;
  steps: number;
  compare: Compare;
  ambiguous: boolean;
}

/**
 * Typos of a distinctive portal name (omission, insertion, repetition, replacement, transposition):
 * Damerau–Levenshtein distance from the host's letters, body and registrable label; one edit for
 * distinctive names of six letters or more and two from fourteen. Candidates come from a
 * deletion-neighbourhood index, so a check is a few map lookups, not a scan of every portal.
 */
export const typoDetector: Detector = {
  name: "edit-distance",
  create(context) {
    // A whole host is compared only under its own top-level domain, and only names this long can be near.
    const portalTlds = new Set(context.targets.map((t) => t.shape.tld));
    const lengths = [...context.typos.values()].flat().map((n) => n.name.length);
    const longest = Math.max(0, ...lengths) + 2;
    return (host) => {
      if (host.wholeLetters.length < MIN_TYPO_LENGTH || context.guard(host)) return null;
      let best: Best | null = null;
      // `evisamfa.com` carries a name Armenia and Iran share: it imitates neither, and no near name.
      let blocked = false;
      const consider = (typed: string, compare: Compare) => {
        if (typed.length < MIN_TYPO_LENGTH - 1 || typed.length > longest) return;
        if (context.shared.has(typed)) blocked = true;
        for (const name of typoCandidates(context.typos, typed)) {
          if (name.name === typed) continue;
          if (compare === "whole-host" && (name.part !== "host" || name.target.shape.tld !== host.tld))
            continue;
          if (compare !== "whole-host" && name.part === "host") continue;
          if (compare === "label" && name.part === "body" && !name.distinctive) continue;
          const steps = damerauLevenshtein(typed, name.name).steps;
          if (steps === 0 || steps > allowed(name.name.length) || likelyFalsePositive(typed, name.name))
            continue;
          if (!best || steps < best.steps) best = { name, typed, steps, compare, ambiguous: false };
          else if (
            steps === best.steps &&
            compare === best.compare &&
            name.target.country !== best.name.target.country
          )
            // Two countries equally near in the same comparison: a nearer match elsewhere still wins.
            best.ambiguous = true;
        }
      };
      if (portalTlds.has(host.tld)) consider(host.wholeLetters, "whole-host");
      consider(host.bodyLetters, "body");
      if (host.labelLetters !== host.bodyLetters) consider(host.labelLetters, "label");
      const hit = best as Best | null;
      if (!hit || hit.ambiguous || blocked) return null;
      return lookalike(hit.name.target, "edit-distance", describeEdit(hit.typed, hit.name.name, hit.steps));
    };
  },
};
