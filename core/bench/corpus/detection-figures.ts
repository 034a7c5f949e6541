// The detection figures both the quality test and `bench:detect` report, from the committed corpora.
import { loadSnapshot } from "@entryguard/registry";
import { createVerifier, type Snapshot, type Verifier } from "../../src/index.ts";
import { type RealWorldFake, readRealWorld } from "./corpus-files.ts";

/** What the verdict said about one host, as the figures count it. */
export interface Judged {
  /** A warning: lookalike or impersonation. */
  readonly flagged: boolean;
  /** Flagged, or told apart as a private visa service. */
  readonly recognised: boolean;
  readonly iso2: string | null;
}

export function judgeHost(verifier: Verifier, host: string): Judged {
  const outcome = verifier.verify(host);
  if (!outcome.ok) return { flagged: false, recognised: false, iso2: null };
  const { kind } = outcome.result.verdict;
  const flagged = kind === "lookalike" || kind === "impersonation";
  return { flagged, recognised: flagged || kind === "visa-service", iso2: outcome.result.iso2 };
}

/** The snapshot without its `known_unofficial` lists: what the heuristics alone catch. */
export function withoutLists(snapshot: Snapshot): Snapshot {
  return { ...snapshot, countries: snapshot.countries.map((c) => ({ ...c, known_unofficial: [] })) };
}

export interface Recall {
  samples: number;
  caught: number;
  /** Percent, one decimal. */
  recall: number;
  /**
   * The Wilson score interval at 95 % around it, in percent: a part of a few hundred rows cannot tell
   * 93 % from 95 %, and a reader comparing a figure with a target should see how far it can move.
   */
  interval: [number, number];
}

const percent = (n: number, d: number) => (d === 0 ? 0 : Math.round((1000 * n) / d) / 10);

/** The normal quantile for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/** Wilson's score interval for `caught` of `samples`, in percent with one decimal (0–100 with no samples). */
export function wilsonInterval(caught: number, samples: number): [number, number] {
  if (samples === 0) return [0, 100];
  const p = caught / samples;
  const z2 = Z95 * Z95;
  const centre = p + z2 / (2 * samples);
  const half = Z95 * Math.sqrt((p * (1 - p)) / samples + z2 / (4 * samples * samples));
  const scale = 1 + z2 / samples;
  const round = (x: number) => Math.round(1000 * Math.min(1, Math.max(0, x))) / 10;
  return [round((centre - half) / scale), round((centre + half) / scale)];
}

function tally(pass: boolean[]): Recall {
  const caught = pass.filter(Boolean).length;
  return {
    samples: pass.length,
    caught,
    recall: percent(caught, pass.length),
    interval: wilsonInterval(caught, pass.length),
  };
}

/**
 * A fake counts as caught when it is flagged with its own country; one whose source names no country
 * (private services, ETIAS, an eta of any country) when it is flagged or told apart as a visa service.
 */
export function caught(
  verifier: Verifier,
  fake: RealWorldFake,
  iso2Of: ReadonlyMap<string, string>,
): boolean {
  const judged = judgeHost(verifier, fake.host);
  if (fake.country === "") return judged.recognised;
  return judged.flagged && judged.iso2 === iso2Of.get(fake.country);
}

export interface PartFigures {
  /** Country-attributable fakes flagged with the right country. */
  attributable: Recall;
  /** Private services (class `private-service`) recognised. */
  private_services: Recall;
  by_class: Record<string, Recall>;
}

/** Recall of one part of the real-world corpus, by class and over the country-attributable rows. */
export function partFigures(
  verifier: Verifier,
  fakes: readonly RealWorldFake[],
  iso2Of: ReadonlyMap<string, string>,
): PartFigures {
  const results = fakes.map((fake) => ({ fake, ok: caught(verifier, fake, iso2Of) }));
  const classes = [...new Set(fakes.map((f) => f.class))].sort();
  return {
    attributable: tally(results.filter((r) => r.fake.country !== "").map((r) => r.ok)),
    private_services: tally(results.filter((r) => r.fake.class === "private-service").map((r) => r.ok)),
    by_class: Object.fromEntries(
      classes.map((c) => [c, tally(results.filter((r) => r.fake.class === c).map((r) => r.ok))]),
    ),
  };
}

/** The benign hosts the verdict warns about (each one a false positive). */
export function falsePositives(verifier: Verifier, hosts: readonly string[]): string[] {
  return hosts.filter((host) => judgeHost(verifier, host).flagged);
}

/** Registry id → ISO2. */
export function iso2ById(snapshot: Snapshot): Map<string, string> {
  return new Map(snapshot.countries.map((c) => [c.id, c.iso2]));
}

/** The real registry's verifiers (with its lists, and heuristics only) and the real-world corpus. */
export async function realWorldSetup() {
  const snapshot = await loadSnapshot();
  return {
    snapshot,
    verifier: createVerifier(snapshot),
    heuristics: createVerifier(withoutLists(snapshot)),
    iso2Of: iso2ById(snapshot),
    fakes: readRealWorld(),
  };
}
