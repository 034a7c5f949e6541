// Regenerates the committed corpus files from the real registry and the `top-sites` list:
//   npx tsx core/bench/build-corpus.ts
import { writeFileSync } from "node:fs";
import { loadSnapshot } from "@entryguard/registry";
import topSites from "top-sites" with { type: "json" };
import { createRegistryIndex, officialPortalsFor, parseInput } from "../src/index.ts";
import { corpusFile } from "./corpus/corpus-files.ts";
import { generateSamples } from "./corpus/lookalike-generator.ts";

const index = createRegistryIndex(await loadSnapshot(), { detectors: [] });
const seen = new Set<string>();
const samples = generateSamples(index).filter((s) => {
  const parsed = parseInput(s.host);
  // A permutation that lands on a real portal (or repeats one already made) is not a lookalike.
  if (!parsed.ok || officialPortalsFor(index.portalsByHost, parsed.host.ascii).length > 0 || seen.has(s.host))
    return false;
  seen.add(s.host);
  return true;
});
writeFileSync(
  corpusFile("generated-lookalikes.jsonl"),
  `${samples.map((s) => JSON.stringify(s)).join("\n")}\n`,
);
const sites = (topSites as { rootDomain: string }[]).map((s) => s.rootDomain);
writeFileSync(
  corpusFile("benign-top-sites.txt"),
  `# The 500 biggest sites from the top-sites package (Moz), one host per line.\n${sites.join("\n")}\n`,
);
console.log(JSON.stringify({ generated: samples.length, topSites: sites.length }));
