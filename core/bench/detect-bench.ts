// Detection quality and cost, measured on the committed corpora with the real registry:
//   npm run bench:detect [-- --misses]
// Prints recall on the real-world corpus (publicly named fakes) by class for its tuning and check parts,
// with and without the registry's own lists of named hosts, recall on the generated corpus, benign false
// positives, ordinary English words glued to a visa word that are given a country (corpus/glued-words.ts),
// the median cost of one verdict and of building the verifier. Last line: JSON.
// `--misses` lists the tuning part's misses only: the check part is never looked at host by host.
import { parse } from "tldts";
import { createVerifier } from "../src/index.ts";
import { readAllBenign, readLookalikes } from "./corpus/corpus-files.ts";
import {
  caught,
  falsePositives,
  judgeHost,
  partFigures,
  realWorldSetup,
} from "./corpus/detection-figures.ts";
import { gluedWordFigures } from "./corpus/glued-words.ts";

const { snapshot, verifier, heuristics, iso2Of, fakes } = await realWorldSetup();
const generated = readLookalikes();
const benign = readAllBenign().map((b) => b.host);

const realWorld = Object.fromEntries(
  (["tuning", "check"] as const).map((part) => {
    const rows = fakes.filter((f) => f.part === part);
    return [
      part,
      {
        with_lists: partFigures(verifier, rows, iso2Of),
        heuristics_only: partFigures(heuristics, rows, iso2Of),
      },
    ];
  }),
);

const generatedClasses: Record<string, { samples: number; recall: number }> = {};
const PERMUTATIONS = new Set(["typo", "homoglyph", "tld-swap"]);
let permutations = 0;
let permutationsCaught = 0;
for (const cls of [...new Set(generated.map((s) => s.class))].sort()) {
  const samples = generated.filter((s) => s.class === cls);
  const hits = samples.filter((s) => {
    const judged = judgeHost(heuristics, s.host);
    return judged.flagged && judged.iso2 === s.iso2;
  }).length;
  generatedClasses[cls] = {
    samples: samples.length,
    recall: Math.round((1000 * hits) / samples.length) / 10,
  };
  if (PERMUTATIONS.has(cls)) {
    permutations += samples.length;
    permutationsCaught += hits;
  }
}
const benignFalsePositives = falsePositives(verifier, benign);
const benignVisaServices = benign.filter((host) => {
  const judged = judgeHost(verifier, host);
  return judged.recognised && !judged.flagged;
}).length;

console.log("real-world recall (%), with the registry's lists / heuristics only");
for (const [part, figures] of Object.entries(realWorld)) {
  console.log(
    `  ${part}: country-attributable ${figures.with_lists.attributable.recall} / ${figures.heuristics_only.attributable.recall} of ${figures.with_lists.attributable.samples} (95 % interval ${figures.with_lists.attributable.interval.join("–")} / ${figures.heuristics_only.attributable.interval.join("–")}), private services ${figures.with_lists.private_services.recall} / ${figures.heuristics_only.private_services.recall} of ${figures.with_lists.private_services.samples}`,
  );
  for (const [cls, r] of Object.entries(figures.with_lists.by_class))
    console.log(
      `    ${cls.padEnd(16)} ${String(r.samples).padStart(4)}  ${r.recall} / ${figures.heuristics_only.by_class[cls]?.recall}`,
    );
}
console.log(`generated permutations (typo, homoglyph, tld-swap): ${permutationsCaught} of ${permutations}`);
console.log(
  `benign: ${benign.length} hosts, ${benignFalsePositives.length} warned (${benignFalsePositives.join(", ")}), ${benignVisaServices} told apart as visa services`,
);
const glued = gluedWordFigures(verifier);
console.log(
  `ordinary words glued to a visa word, given a country: ${glued.word_before_visa} before it, ${glued.visa_before_word} after it, of ${glued.hosts_per_order} hosts each`,
);
if (process.argv.includes("--misses")) {
  for (const fake of fakes.filter((f) => f.part === "tuning" && !caught(heuristics, f, iso2Of))) {
    const outcome = heuristics.verify(fake.host);
    const got = outcome.ok ? `${outcome.result.verdict.kind} ${outcome.result.iso2 ?? ""}` : "error";
    console.log(
      `  miss (tuning, heuristics): ${fake.host} [${fake.class}, ${fake.country || "no country"}] got ${got}`,
    );
  }
}

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

// One verdict's cost: each input of a mixed corpus timed over a few repetitions, the median over inputs,
// interleaved with the floor any face pays anyway (new URL + tldts.parse) so that the ratio holds on a
// busy machine too.
const mixed = [...fakes.map((f) => f.host), ...generated.map((s) => s.host), ...benign];
let sink = 0;
function verdictMicros(input: string, repeat: number): number {
  const start = performance.now();
  for (let i = 0; i < repeat; i++) if (verifier.verify(input).ok) sink += 1;
  return ((performance.now() - start) * 1000) / repeat;
}
function floorMicros(input: string, repeat: number): number {
  const start = performance.now();
  for (let i = 0; i < repeat; i++) sink += parse(new URL(`https://${input}`).href).domain?.length ?? 0;
  return ((performance.now() - start) * 1000) / repeat;
}
for (const input of mixed) verdictMicros(input, 3) + floorMicros(input, 3);
const verdicts: number[] = [];
const floors: number[] = [];
for (const input of mixed) {
  verdicts.push(verdictMicros(input, 20));
  floors.push(floorMicros(input, 20));
}
// Building the verifier, interleaved with parsing the snapshot's JSON (what a service worker does first).
const snapshotText = JSON.stringify(snapshot);
const buildMs: number[] = [];
const parseMs: number[] = [];
for (let i = 0; i < 25; i++) {
  let start = performance.now();
  createVerifier(snapshot);
  buildMs.push(performance.now() - start);
  start = performance.now();
  sink += (JSON.parse(snapshotText) as { countries: unknown[] }).countries.length;
  parseMs.push(performance.now() - start);
}
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const verdictMedian = round(median(verdicts), 2);
// The benign hosts alone: what a traveller's ordinary browsing costs.
const benignFrom = mixed.length - benign.length;
const benignMedian = round(median(verdicts.slice(benignFrom)), 2);
const buildMedian = round(median(buildMs), 1);
const costRatio = round(median(verdicts) / median(floors), 2);
const buildRatio = round(median(buildMs) / median(parseMs), 2);
console.log(
  `median verdict ${verdictMedian} µs over ${mixed.length} inputs (${costRatio}× new URL + tldts.parse), ${benignMedian} µs over the benign hosts; verifier built in ${buildMedian} ms (${buildRatio}× parsing the snapshot JSON), medians of 25`,
);

console.log(
  JSON.stringify({
    real_world: realWorld,
    real_world_rows: {
      tuning: fakes.filter((f) => f.part === "tuning").length,
      check: fakes.filter((f) => f.part === "check").length,
    },
    generated: generatedClasses,
    generated_samples: generated.length,
    permutation_recall: Math.round((1000 * permutationsCaught) / permutations) / 10,
    benign: benign.length,
    benign_false_positives: benignFalsePositives.length,
    benign_visa_services: benignVisaServices,
    glued_words_given_a_country: glued,
    median_verdict_us: verdictMedian,
    median_benign_verdict_us: benignMedian,
    verdict_cost_ratio_to_url_parse: costRatio,
    verifier_build_ms: buildMedian,
    verifier_build_ratio_to_snapshot_parse: buildRatio,
    sink: sink % 7,
  }),
);
