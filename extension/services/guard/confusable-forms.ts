// Homoglyph forms of each official host: one Latin letter swapped for a Cyrillic or Greek letter drawn the
// same (еsta.cbp.dhs.gov). DNR matches them before any request is sent; each form is kept only when core
// calls it a lookalike, so this list never decides a verdict of its own. Other forms are left to code.
import { type Snapshot, snapshotPortalHosts } from "@entryguard/core";
import { judgeUrl } from "../registry/judge-url.ts";

/** Letters drawn like Latin ones in common fonts (a subset of Unicode's TR39 confusables). */
const LOOKALIKE_LETTERS: Readonly<Record<string, readonly string[]>> = {
  a: ["а"],
  c: ["с"],
  d: ["ԁ"],
  e: ["е"],
  h: ["һ"],
  i: ["і"],
  j: ["ј"],
  l: ["ӏ"],
  o: ["о", "ο"],
  p: ["р"],
  q: ["ԛ"],
  s: ["ѕ"],
  w: ["ԝ"],
  x: ["х"],
  y: ["у"],
};

/** The host with one letter swapped at a time, in the punycode form DNR compares. */
export function singleSwapForms(host: string): string[] {
  const forms = new Set<string>();
  for (let i = 0; i < host.length; i++) {
    for (const swap of LOOKALIKE_LETTERS[host[i] as string] ?? []) {
      try {
        forms.add(new URL(`https://${host.slice(0, i)}${swap}${host.slice(i + 1)}/`).hostname);
      } catch {
        // A label the URL parser refuses cannot be navigated to either.
      }
    }
  }
  return [...forms];
}

/** Every official host's single-swap forms that core judges lookalikes. */
export function confusableForms(snapshot: Snapshot): string[] {
  const forms = snapshotPortalHosts(snapshot).flatMap(singleSwapForms);
  return forms.filter((form) => judgeUrl(`https://${form}/`).verdict.kind === "lookalike").sort();
}
