import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Sample } from "./lookalike-generator.ts";

/** Path of a file in `core/corpus/`. */
export function corpusFile(name: string): string {
  return fileURLToPath(new URL(`../../corpus/${name}`, import.meta.url));
}

function lines(name: string): string[] {
  return readFileSync(corpusFile(name), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

/** The labelled lookalikes: generated permutations and the hand-written combosquats. */
export function readLookalikes(): Sample[] {
  const generated = lines("generated-lookalikes.jsonl").map((l) => JSON.parse(l) as Sample);
  const handwritten = lines("combosquat-handwritten.txt").map((l) => {
    const [host, iso2] = l.split(/\s+/) as [string, string];
    return { host, iso2, class: "combosquat-handwritten", from: "hand-written" };
  });
  return [...generated, ...handwritten];
}

/** The benign corpus: the top sites and the hand-picked travel web, each host once. */
export function readBenign(): { host: string; source: string }[] {
  const seen = new Set<string>();
  const out: { host: string; source: string }[] = [];
  for (const [file, source] of [
    ["benign-top-sites.txt", "top-sites"],
    ["benign-handpicked.txt", "hand-picked"],
  ] as const) {
    for (const host of lines(file)) {
      if (seen.has(host)) continue;
      seen.add(host);
      out.push({ host, source });
    }
  }
  return out;
}
