import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  buildSnapshot,
  checkTargets,
  confirmRecord,
  countKnownUnofficial,
  countriesDir,
  DEFAULT_CONCURRENCY,
  DEFAULT_TIMEOUT_MS,
  findRecord,
  fixedResolver,
  formatCheckSummary,
  formatKnownUnofficialCounts,
  formatProblem,
  mergeChecks,
  type PortalCheck,
  parseResolvePairs,
  readChecksFile,
  readLastChecked,
  readRecordFiles,
  readSigningKeyText,
  runChecks,
  signedSnapshotFile,
  signSnapshotFile,
  snapshotFile,
  systemResolver,
  validateRecords,
  writeChecksFile,
  writeNewSigningKey,
} from "@entryguard/registry";
import cliProgress from "cli-progress";
import type { Command } from "commander";

function validate(dir: string): number {
  const report = validateRecords(readRecordFiles(dir));
  for (const problem of report.problems) console.error(formatProblem(problem));
  const withPortal = report.records.filter((r) => r.record.portals.length > 0).length;
  const portals = report.records.reduce((n, r) => n + r.record.portals.length, 0);
  if (report.problems.length > 0) {
    console.error(`\n${report.problems.length} problem(s) in the registry.`);
    return 1;
  }
  console.log(
    `registry valid: ${report.records.length} records, ${withPortal} with a portal, ${portals} portals`,
  );
  console.log(formatKnownUnofficialCounts(countKnownUnofficial(report.records.map((r) => r.record))));
  return 0;
}

function build(out: string): number {
  const report = validateRecords(readRecordFiles());
  if (report.problems.length > 0) {
    for (const problem of report.problems) console.error(formatProblem(problem));
    console.error("\nNot built: fix the problems above first.");
    return 1;
  }
  const snapshot = buildSnapshot(
    report.records.map((r) => r.record),
    readLastChecked(),
  );
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(snapshot)}\n`);
  console.log(`snapshot ${snapshot.version} (${snapshot.countries.length} countries) written to ${out}`);
  return 0;
}

interface CheckFlags {
  only?: string;
  json?: boolean;
  concurrency: string;
  timeout: string;
  countries: string;
  out?: string;
  caFile?: string;
  resolve: string[];
}

/** A flag that must be a whole number in a range; a clear error otherwise. */
function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${flag} must be a whole number from ${min} to ${max}; got "${value}"`);
  }
  return n;
}

/** Results go beside the records: `<registry>/checks/last-check.json` for `<registry>/countries`. */
const checksFileFor = (countries: string) => join(dirname(countries), "checks", "last-check.json");

async function check(flags: CheckFlags): Promise<number> {
  const concurrency = wholeNumber("--concurrency", flags.concurrency, 1, 64);
  const timeoutMs = wholeNumber("--timeout", flags.timeout, 1, 120_000);
  const answers = parseResolvePairs(flags.resolve);
  const resolver = answers.size > 0 ? fixedResolver(answers) : systemResolver;
  let ca: string | undefined;
  if (flags.caFile !== undefined) {
    try {
      ca = readFileSync(flags.caFile, "utf8");
    } catch (error) {
      throw new Error(`cannot read --ca-file ${flags.caFile}: ${(error as Error).message}`);
    }
  }
  const report = validateRecords(readRecordFiles(flags.countries));
  if (report.problems.length > 0) {
    for (const problem of report.problems) console.error(formatProblem(problem));
    console.error("\nNot checked: fix the problems above first.");
    return 2;
  }
  let records = report.records.map((r) => r.record);
  if (flags.only !== undefined) {
    const match = findRecord(records, flags.only);
    if (!match.ok) {
      console.error(`entryguard: ${match.error.message}`);
      return 2;
    }
    records = [match.record];
  }
  const targets = checkTargets(records);
  const out = flags.out ?? checksFileFor(flags.countries);

  // The bar goes to stderr and only on a terminal, so piped and --json output stay clean.
  const bar =
    !flags.json && process.stderr.isTTY && targets.length > 0
      ? new cliProgress.SingleBar(
          {
            stream: process.stderr,
            format: "checking {bar} {value}/{total} portals | {country}",
            hideCursor: true,
            clearOnComplete: true,
          },
          cliProgress.Presets.shades_classic,
        )
      : null;
  bar?.start(targets.length, 0, { country: "" });
  const run = await runChecks(targets, {
    concurrency,
    timeoutMs,
    resolver,
    ...(ca === undefined ? {} : { ca }),
    onResult: (result, done) => bar?.update(done, { country: result.country }),
  });
  bar?.stop();

  const merged = mergeChecks(readChecksFile(out).results, run);
  writeChecksFile({ generated_at: new Date().toISOString(), results: merged }, out);
  const ran = new Set(run.map((r) => `${r.country} ${r.url}`));
  const results: PortalCheck[] = merged.filter((r) => ran.has(`${r.country} ${r.url}`));

  if (flags.json) {
    console.log(JSON.stringify({ file: out, results }, null, 2));
  } else if (targets.length === 0) {
    console.log(`${records.map((r) => r.country).join(", ")}: no portal to check (official_url is null).`);
  } else {
    // A pseudo-terminal may report no width at all; fall back to a common one.
    const columns = process.stdout.columns ?? 0;
    console.log(formatCheckSummary(results, columns >= 60 ? columns : 120));
    console.log(`Results written to ${out}`);
  }
  return results.every((r) => r.ok) ? 0 : 1;
}

interface ConfirmFlags {
  by: string;
  what?: string;
  countries: string;
}

function confirm(country: string, flags: ConfirmFlags): number {
  const outcome = confirmRecord({ country, by: flags.by, what: flags.what, dir: flags.countries });
  if (!outcome.ok) {
    console.error(`entryguard: ${outcome.error.message}`);
    return 2;
  }
  const { record } = outcome;
  const entry = record.history.at(-1);
  console.log(
    `${record.country} (${outcome.file}) confirmed by ${entry?.by} on ${record.checked_on}: status verified.`,
  );
  console.log(`  ${entry?.what}`);
  return 0;
}

const collect = (value: string, previous: string[]) => [...previous, value];

export function registerRegistryCommand(program: Command): void {
  const registry = program
    .command("registry")
    .description("Validate, build, check and confirm the registry of official portals");
  registry
    .command("validate")
    .description("Check every record: schema, unique ids, ISO codes and hosts, sources, file names")
    .option("--countries <dir>", "the folder of record files", countriesDir)
    .action((flags: { countries: string }) => {
      process.exitCode = validate(flags.countries);
    });
  registry
    .command("build")
    .description("Write the snapshot (records + version + content hash) that the server and extension load")
    .option("-o, --out <file>", "where to write it", snapshotFile)
    .action((flags: { out: string }) => {
      process.exitCode = build(flags.out);
    });
  registry
    .command("sign")
    .description("Sign a built snapshot (Ed25519) for the update channel GET /v1/registry/snapshot serves")
    .option("--snapshot <file>", "the built snapshot", snapshotFile)
    .option("--key <file>", "the private key (else ENTRYGUARD_SIGNING_KEY or ENTRYGUARD_SIGNING_KEY_FILE)")
    .option("-o, --out <file>", "where to write the signed snapshot", signedSnapshotFile)
    .action(async (flags: { snapshot: string; key?: string; out: string }) => {
      const s = await signSnapshotFile({
        snapshotFile: flags.snapshot,
        keyPem: readSigningKeyText(flags.key),
        out: flags.out,
      });
      console.log(
        `snapshot ${s.version} signed by key ${s.key_id} at ${s.signed_at}, written to ${flags.out}`,
      );
    });
  registry
    .command("keygen")
    .description(
      "Create the maintainers' Ed25519 signing key (never commit it) and print the public key to pin",
    )
    .requiredOption("-o, --out <file>", "where to write the private key (PEM, mode 0600)")
    .action(async (flags: { out: string }) => {
      console.log(
        `private key written to ${flags.out}\npublic key (WXT_ENTRYGUARD_UPDATE_KEY): ${await writeNewSigningKey(flags.out)}`,
      );
    });
  registry
    .command("check")
    .description(
      "Check every portal: DNS, HTTPS with a valid certificate, redirects that stay on the record's hosts " +
        "over https, a 2xx status. Results go to checks/last-check.json beside the records (they set " +
        "last_checked); the records themselves are never changed.",
    )
    .option("--only <country>", "check one country's portals (name, alias, slug or ISO2)")
    .option("--json", "print the results as JSON instead of a table")
    .option("--concurrency <n>", "portals checked at once", String(DEFAULT_CONCURRENCY))
    .option("--timeout <ms>", "time allowed for each step (DNS, each request)", String(DEFAULT_TIMEOUT_MS))
    .option("--countries <dir>", "the folder of record files", countriesDir)
    .option("--out <file>", "where to write the results (default: checks/last-check.json beside the records)")
    .option("--ca-file <file>", "trust only the certificate authorities in this PEM file (for test servers)")
    .option(
      "--resolve <host=ip>",
      "answer for a host name instead of DNS, like curl (repeatable)",
      collect,
      [],
    )
    .addHelpText("after", "\nExit status: 0 every portal passed, 1 some failed, 2 the check could not run.")
    .action(async (flags: CheckFlags) => {
      process.exitCode = await check(flags);
    });
  registry
    .command("confirm")
    .description(
      "Record that a person opened the country's portal(s) and confirmed them: status verified, " +
        "checked_on and updated_on today, and a history entry saying who confirmed what",
    )
    .argument("<country>", "the country (name, alias, slug or ISO2)")
    .requiredOption("--by <name>", "who confirmed it")
    .option("--what <text>", "what was confirmed (default: the record's portals)")
    .option("--countries <dir>", "the folder of record files", countriesDir)
    .action((country: string, flags: ConfirmFlags) => {
      process.exitCode = confirm(country, flags);
    });
}
