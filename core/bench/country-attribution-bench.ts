// Benchmark (not a test): which country the verdict names for hosts built the way visa sellers build them
// from a country's ISO codes or English name and a visa word (`sg-evisa.com`, `evisa-kenya.org`,
// `kenyavisa.com`), for every country of the world-countries dataset. A host flagged with another country
// sends a traveller to the wrong portal; territories answered with their sovereign's portal (the French
// Southern Lands with France's) are counted apart, as the registry means them, and so are countries the
// registry has no record of. Prints the wrong ones, then one JSON line.
//   npx tsx core/bench/country-attribution-bench.ts
import { createRequire } from "node:module";
import { loadSnapshot } from "@entryguard/registry";
import type { Country } from "world-countries";
import { createVerifier } from "../src/index.ts";

const snapshot = loadSnapshot();
const verifier = createVerifier(snapshot);
const countries = createRequire(import.meta.url)("world-countries/countries.json") as Country[];
// A territory's record names its sovereign's portal: `shared_by` of the portal it lists.
const sovereignOf = new Map(
  snapshot.countries.map((c) => {
    const owner = c.portals.find((p) => p.shared_by !== undefined)?.shared_by;
    return [c.iso2, snapshot.countries.find((o) => o.id === owner)?.iso2 ?? c.iso2] as const;
  }),
);

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
  ];
};

let hosts = 0;
let flagged = 0;
let sovereign = 0;
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
    if (!sovereignOf.has(country.cca2)) noRecord += 1;
    else if (iso2 === sovereignOf.get(country.cca2)) sovereign += 1;
    else wrong.push(`${host} (${country.cca2}) → ${iso2} ${verdict.reasons[0]?.code}`);
  }
}
for (const line of wrong) console.log(line);
console.log(
  JSON.stringify({
    hosts,
    flagged,
    sovereign,
    other_country_no_record: noRecord,
    wrong_country: wrong.length,
  }),
);
