/// <reference path="./distance/damerau-levenshtein.d.ts" />
import damerauLevenshtein from "damerau-levenshtein";
import type { Detector } from "./detector.ts";
import { candidates } from "./distance/deletion-index.ts";
import { describeEdit } from "./distance/edit-description.ts";
import { type HostShape, shapeOf } from "./host/host-shape.ts";
import { lookalike } from "./targets/lookalike-detection.ts";
import { MIN_TYPO_LENGTH, portalContext, TWO_EDITS_FROM } from "./targets/portal-context.ts";
import type { PortalName } from "./targets/portal-targets.ts";

interface Near {
  readonly name: PortalName;
  readonly typed: string;
  readonly steps: number;
}

/** Chromium's edit-distance false positives: only the first letter differs, or only trailing digits. */
function likelyFalsePositive(typed: string, real: string): boolean {
  if (typed.length === real.length && typed[0] !== real[0] && typed.slice(1) === real.slice(1)) return true;
  const bare = (s: string) => s.replace(/\d+$/, "");
  return bare(typed) === bare(real);
}

function allowed(length: number): number {
  if (length >= TWO_EDITS_FROM) return 2;
  return length >= MIN_TYPO_LENGTH ? 1 : 0;
}

/**
 * Typos of a portal name (omission, insertion, repetition, replacement, transposition, bit flips, vowel
 * swaps): Damerau–Levenshtein distance on the compacted host, body and registrable label, one edit for
 * names of 8+ letters and two for 14+. Candidates come from a deletion-neighbourhood index, so a
 * check costs a few integer map lookups, not a scan of every portal.
 */
export const typoDetector: Detector = {
  name: "edit-distance",
  prepare(data) {
    const context = portalContext(data);
    const found = new Set<PortalName>();
    const queries = (shape: HostShape): [string, (n: PortalName) => boolean][] => {
      const list: [string, (n: PortalName) => boolean][] = [
        [shape.hostCompact, (n) => n.part === "host" && n.target.shape.tld === shape.tld],
        [shape.bodyCompact, () => true],
      ];
      if (shape.labelCompact !== shape.bodyCompact) list.push([shape.labelCompact, (n) => n.part !== "host"]);
      return list;
    };
    return (host) => {
      const shape = shapeOf(host);
      if (shape.bodyCompact.length < MIN_TYPO_LENGTH - 1 && shape.hostCompact.length < MIN_TYPO_LENGTH - 1) {
        return null;
      }
      if (context.guard.protects(shape)) return null;
      let best: Near | null = null;
      let ambiguous = false;
      for (const [typed, fits] of queries(shape)) {
        if (typed.length < MIN_TYPO_LENGTH - 1) continue;
        found.clear();
        candidates(context.typos, typed, found);
        for (const name of found) {
          if (!fits(name) || name.name === typed) continue;
          const steps = damerauLevenshtein(typed, name.name).steps;
          if (steps === 0 || steps > allowed(name.name.length)) continue;
          if (likelyFalsePositive(typed, name.name)) continue;
          if (!best || steps < best.steps) {
            best = { name, typed, steps };
            ambiguous = false;
          } else if (steps === best.steps && name.target.country !== best.name.target.country)
            ambiguous = true;
        }
      }
      if (!best || ambiguous) return null;
      return lookalike(
        best.name.target,
        "edit-distance",
        describeEdit(best.typed, best.name.name, best.steps),
      );
    };
  },
};
