/**
 * `npx tsx server/bench/country-lookup-bench.ts`: what one country lookup costs (core's findCountry over
 * the real registry) for an ordinary unknown name and for the strings that cost most: characters that
 * expand under NFKD, overlong and mid-length unknown names. Rounds interleave the inputs; the last line is
 * JSON with each input's median microseconds and its ratio to the ordinary unknown name (target: ≤ 5).
 */
import { createRegistryIndex, findCountry } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";

const lookup = createRegistryIndex(loadSnapshot()).lookup;
const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const perRound = Number(process.env.BENCH_CALLS ?? 20);

const inputs: Record<string, string> = {
  ordinary_unknown: "Narnia",
  fdfa_x100: "\uFDFA".repeat(100),
  fdfd_x100: "\uFDFD".repeat(100),
  u3250_x100: "\u3250".repeat(100),
  u2474_x100: "\u2474".repeat(100),
  letters_x20: "qwertzuiopasdfghjklx",
  letters_x40: "qwertzuiopasdfghjklxqwertzuiopasdfghjklx",
  letters_x100: "qwertzuiop".repeat(10),
  words_x60: "republic of the united democratic federal islands of nowhere",
};

const samples = new Map<string, number[]>(Object.keys(inputs).map((k) => [k, []]));
for (let r = 0; r < rounds; r++) {
  for (const [name, query] of Object.entries(inputs)) {
    const started = performance.now();
    for (let i = 0; i < perRound; i++) findCountry(lookup, query);
    samples.get(name)?.push(((performance.now() - started) * 1000) / perRound);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};
const base = median(samples.get("ordinary_unknown") as number[]);
const figures = Object.fromEntries(
  [...samples].map(([name, xs]) => [
    name,
    { median_us: Math.round(median(xs)), ratio: +(median(xs) / base).toFixed(2) },
  ]),
);
for (const [name, f] of Object.entries(figures))
  console.log(`${name.padEnd(18)} ${String(f.median_us).padStart(7)} µs  ×${f.ratio}`);
const worst = Math.max(...Object.values(figures).map((f) => f.ratio));
console.log(
  JSON.stringify({
    bench: "country-lookup",
    rounds,
    calls_per_round: perRound,
    figures,
    worst_ratio: worst,
    target_ratio: 5,
  }),
);
