// Detection quality and cost, measured on the committed corpora with the real registry:
//   npm run bench:detect [-- --misses]
// Prints recall on the real-world corpus (publicly named fakes) by class for its tuning and check parts,
// with and without the registry's own lists of named hosts, recall on the generated corpus, benign false
// positives, the median cost of one verdict and of building the verifier. Last line: JSON.
// `--misses` lists the tuning part's misses only: the check part is never looked at host by host.
import { createVerifier, type Verifier } from "../src/index.ts";
import { readAllBenign, readLookalikes } from "./corpus/corpus-files.ts";
import {
  caught,
  falsePositives,
  judgeHost,
  partFigures,
  realWorldSetup,
} from "./corpus/detection-figures.ts";

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
const benignVisaServices = benign.filter(
  (host) =>
    verifier.verify(host).ok && judgeHost(verifier, host).recognised && !judgeHost(verifier, host).flagged,
).length;

console.log("real-world recall (%), with the registry's lists / heuristics only");
for (const [part, figures] of Object.entries(realWorld)) {
  console.log(
    `  ${part}: country-attributable ${figures.with_lists.attributable.recall} / ${figures.heuristics_only.attributable.recall} of ${figures.with_lists.attributable.samples}, private services ${figures.with_lists.private_services.recall} / ${figures.heuristics_only.private_services.recall} of ${figures.with_lists.private_services.samples}`,
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

// One verdict's cost: each input of a mixed corpus timed over a few repetitions, the median over inputs.
const mixed = [...fakes.map((f) => f.host), ...generated.map((s) => s.host), ...benign];
let sink = 0;
function verdictMicros(v: Verifier, input: string, repeat: number): number {
  const start = performance.now();
  for (let i = 0; i < repeat; i++) if (v.verify(input).ok) sink += 1;
  return ((performance.now() - start) * 1000) / repeat;
}
for (const input of mixed) verdictMicros(verifier, input, 3);
const perInput = mixed.map((input) => verdictMicros(verifier, input, 20));
const buildMs: number[] = [];
for (let i = 0; i < 25; i++) {
  const start = performance.now();
  createVerifier(snapshot);
  buildMs.push(performance.now() - start);
}
const verdictMedian = Math.round(median(perInput) * 100) / 100;
const buildMedian = Math.round(median(buildMs) * 10) / 10;
console.log(
  `median verdict ${verdictMedian} µs over ${mixed.length} inputs; verifier built in ${buildMedian} ms (median of 25)`,
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
    median_verdict_us: verdictMedian,
    verifier_build_ms: buildMedian,
    sink: sink % 7,
  }),
);
