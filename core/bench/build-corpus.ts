// Regenerates the generated files from the real registry and the word lists:
//   npm run corpus:build            writes them
//   npm run corpus:check            fails when any committed file differs from what it would write
// The files: the generated lookalike corpus, the top-sites benign list, the registry's portal names and
// programme words that are dictionary words (`src/lexicon/dictionary-names.ts`), the ISO alpha-3 codes
// that are no dictionary word (`src/lexicon/alpha3-codes.ts`), and the ordinary English words that open with
// a country's name (`src/lexicon/name-led-words.ts`) or lie one letter from one (`src/lexicon/near-name-words.ts`),
// those one letter from a word of a portal's host (`src/lexicon/portal-word-neighbours.ts`), and the
// languages spoken under each country-code top-level domain (`src/lexicon/tld-languages.ts`).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadSnapshot } from "@entryguard/registry";
import topSites from "top-sites" with { type: "json" };
import { createVerifier, officialPortalsFor, parseInput } from "../src/index.ts";
import { alpha3CodesFile } from "./corpus/alpha3-codes.ts";
import { corpusFile, parseCsv } from "./corpus/corpus-files.ts";
import { dictionaryNamesFile } from "./corpus/dictionary-names.ts";
import { generateSamples } from "./corpus/lookalike-generator.ts";
import { nameEndedWordsFile } from "./corpus/name-ended-words.ts";
import { nameLedWordsFile } from "./corpus/name-led-words.ts";
import { nearNameWordsFile } from "./corpus/near-name-words.ts";
import { portalWordNeighboursFile } from "./corpus/portal-word-neighbours.ts";
import { tldLanguagesFile } from "./corpus/tld-languages.ts";

const snapshot = await loadSnapshot();
const index = createVerifier(snapshot, []);
const seen = new Set<string>();
const samples = generateSamples(index).filter((s) => {
  const parsed = parseInput(s.host);
  // A permutation that lands on a real portal (or repeats one already made) is not a lookalike.
  if (!parsed.ok || officialPortalsFor(index.portalsByHost, parsed.host.ascii).length > 0 || seen.has(s.host))
    return false;
  seen.add(s.host);
  return true;
});
// The package's data cuts one long name short (`marketingplatform.google....`, its real host unknown from
// the data alone): a name with an empty label is no host, so it is dropped and counted in the file's header.
const listed = (topSites as { rootDomain: string }[]).map((s) => s.rootDomain);
const sites = listed.filter((host) => !host.split(".").includes(""));
const dropped = listed.filter((host) => !sites.includes(host));

const files = new Map<string, string>([
  [corpusFile("generated-lookalikes.jsonl"), `${samples.map((s) => JSON.stringify(s)).join("\n")}\n`],
  [
    corpusFile("benign-top-sites.txt"),
    `# The ${listed.length} biggest sites from the top-sites package (Moz), one host per line; left out as cut short in the package's data: ${dropped.map((h) => `"${h}"`).join(", ") || "none"}\n${sites.join("\n")}\n`,
  ],
  [
    fileURLToPath(new URL("../src/lexicon/dictionary-names.ts", import.meta.url)),
    dictionaryNamesFile(snapshot),
  ],
  [fileURLToPath(new URL("../src/lexicon/alpha3-codes.ts", import.meta.url)), alpha3CodesFile()],
  [fileURLToPath(new URL("../src/lexicon/name-led-words.ts", import.meta.url)), nameLedWordsFile(snapshot)],
  [
    fileURLToPath(new URL("../src/lexicon/name-ended-words.ts", import.meta.url)),
    nameEndedWordsFile(snapshot),
  ],
  [fileURLToPath(new URL("../src/lexicon/near-name-words.ts", import.meta.url)), nearNameWordsFile(snapshot)],
  [
    fileURLToPath(new URL("../src/lexicon/portal-word-neighbours.ts", import.meta.url)),
    portalWordNeighboursFile(snapshot),
  ],
  [fileURLToPath(new URL("../src/lexicon/tld-languages.ts", import.meta.url)), tldLanguagesFile()],
]);

if (process.argv.includes("--check")) {
  // A real-world row added without a part would silently count as tuning: the split rule assigns it.
  const fakes = parseCsv(readFileSync(corpusFile("real-world/fakes.csv"), "utf8"));
  const unsplit = fakes.filter((row) => row.part !== "tuning" && row.part !== "check").map((row) => row.host);
  if (unsplit.length > 0) {
    console.error(
      `Real-world rows without a part (run npx tsx core/bench/assign-parts.ts): ${unsplit.join(", ")}`,
    );
    process.exit(1);
  }
  const stale = [...files]
    .filter(([path, text]) => readFileSync(path, "utf8") !== text)
    .map(([path]) => path);
  if (stale.length > 0) {
    console.error(`Out of date (run npm run corpus:build): ${stale.join(", ")}`);
    process.exit(1);
  }
  console.log(JSON.stringify({ checked: files.size, generated: samples.length, topSites: sites.length }));
} else {
  for (const [path, text] of files) writeFileSync(path, text);
  console.log(JSON.stringify({ written: files.size, generated: samples.length, topSites: sites.length }));
}
