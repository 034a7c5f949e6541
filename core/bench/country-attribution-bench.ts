// Benchmark (not a test): which country the verdict names for hosts built the way visa sellers build them
// from a country's ISO codes or English name and a visa word (`sg-evisa.com`, `evisa-kenya.org`,
// `kenyavisa.com`), for every country of the world-countries dataset. A host flagged with another country
// sends a traveller to the wrong portal. Countries the registry has no record of (uninhabited territories,
// whose names hold their sovereign's: the United States Minor Outlying Islands) are counted apart. Prints
// the wrong ones, then one JSON line.
//   npx tsx core/bench/country-attribution-bench.ts
import { createRequire } from "node:module";
import { loadSnapshot } from "@entryguard/registry";
import type { Country } from "world-countries";
import { createVerifier } from "../src/index.ts";

const snapshot = loadSnapshot();
const verifier = createVerifier(snapshot);
const countries = createRequire(import.meta.url)("world-countries/countries.json") as Country[];
const inRegistry = new Set(snapshot.countries.map((c) => c.iso2));

const forms = (c: Country) => {
  const name = c.name.common
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z]+/g, "-")
    .replace(/^-|-$/g, "");
  const [cc, ccc] = [c.cca2.toLowerCase(), c.cca3.toLowerCase()];
  return [
    `${cc}-evisa.com`,
    `evisa-${cc}.com`,
    `${cc}-visa-online.com`,
    `${ccc}-evisa.com`,
    `${name}-evisa.com`,
    `evisa-${name}.org`,
    `${name}-eta.com`,
    `${name.replace(/-/g, "")}visa.com`,
    `apply-visa-${cc}.com`,
    `${cc}visa.com`,
    `visa${ccc}.com`,
    `${name}-visa-apply.org`,
    `${name}-arrival-card.com`,
  ];
};

let hosts = 0;
let flagged = 0;
let noRecord = 0;
const wrong: string[] = [];
for (const country of countries) {
  for (const host of forms(country)) {
    hosts += 1;
    const outcome = verifier.verify(host);
    if (!outcome.ok) continue;
    const { verdict, iso2 } = outcome.result;
    if (verdict.kind !== "lookalike" && verdict.kind !== "impersonation") continue;
    flagged += 1;
    if (iso2 === country.cca2) continue;
    if (!inRegistry.has(country.cca2)) noRecord += 1;
    else wrong.push(`${host} (${country.cca2}) → ${iso2} ${verdict.reasons[0]?.code}`);
  }
}
for (const line of wrong) console.log(line);
console.log(
  JSON.stringify({
    hosts,
    flagged,
    other_country_no_record: noRecord,
    wrong_country: wrong.length,
  }),
);
